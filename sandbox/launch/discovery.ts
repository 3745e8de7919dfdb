/**
 * The x402 discovery document (`GET /.well-known/x402`, spec 4.14 and part
 * 9): `version: 1`, the public paid resources as URLs (the standard's list),
 * ownership proofs and instructions; `catalog` adds, for each resource, its
 * methods, networks, x402 version and price, which is what a catalogue page
 * shows. Built from the route table's launch routes and the price rules, so
 * it lists exactly what this sandbox sells.
 */
import { type CatalogEntry, type Discovery } from '@/lib/marketplace/launch/contract';
import { QUICK_SERVICE_LABELS } from '@/lib/marketplace/launch/terms';
import { LAUNCH_LIMITS, QUICK_SERVICES } from '@/lib/marketplace/launch/terms';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import type { SandboxDeps } from '../deps';

const both = ['solana', 'base'] as const;

function entries(base: string): CatalogEntry[] {
  const agentToHuman = (advanced: boolean): CatalogEntry[] =>
    both.map((network) => ({
      resource: `${base}/${network}/${advanced ? 'agenttohumanadvanced' : 'agenttohuman'}`,
      methods: ['GET', 'POST'],
      x402Version: 2,
      networks: [network],
      description: advanced
        ? 'Custom work with advanced controls: creator or random selection, a selection window, human-verified workers, contests with unlimited entries.'
        : 'Custom work for people and agents: describe it, choose the winners and the reward per winner.',
      price: {
        asset: 'USDC',
        mode: 'per_unit',
        unitPrice: null,
        unit: 'winner (the reward per winner you set)',
        minimum: LAUNCH_LIMITS.perUserMin,
      },
      parameters: [
        { name: 'description', description: 'What to do.' },
        {
          name: 'winners',
          description: `${LAUNCH_LIMITS.winners.min} to ${LAUNCH_LIMITS.winners.max} (default ${LAUNCH_LIMITS.winners.default}).`,
        },
        {
          name: 'perUser',
          description: `Reward per winner in USDC, at least ${LAUNCH_LIMITS.perUserMin} (default ${LAUNCH_LIMITS.perUserDefault}). The price is winners × perUser.`,
        },
        ...(advanced
          ? [
              { name: 'selectionType', description: 'creator (you choose the winners) or random.' },
              {
                name: 'selectionTimeMinutes',
                description: `How long entries are taken, ${LAUNCH_LIMITS.selectionMinutes.min} to ${LAUNCH_LIMITS.selectionMinutes.max} minutes.`,
              },
              { name: 'human_verified', description: 'yes: only verified humans may enter.' },
              { name: 'maxEntries', description: 'unlimited: a contest; a number: limited places.' },
            ]
          : []),
      ],
    }));
  const social = (service: 'xlikes' | 'xviews'): CatalogEntry => {
    const limits = service === 'xlikes' ? LAUNCH_LIMITS.likes : LAUNCH_LIMITS.views;
    return {
      resource: `${base}/solana/${service}`,
      methods: ['GET', 'POST'],
      x402Version: 2,
      networks: ['solana'],
      description: service === 'xlikes' ? 'Likes on a post on X.' : 'Views of a post on X.',
      price: {
        asset: 'USDC',
        mode: 'per_unit',
        unitPrice: UNIT_PRICES[service],
        unit: service === 'xlikes' ? 'like' : 'view',
        minimum: null,
      },
      parameters: [
        { name: 'url', description: 'The link of the post on X.' },
        { name: 'amount', description: `${limits.min} to ${limits.max} (default ${limits.default}).` },
      ],
    };
  };
  const quick: CatalogEntry[] = QUICK_SERVICES.map((service) => ({
    resource: `${base}/api/x402/quick/solana/${service}-{N}`,
    methods: ['GET'],
    x402Version: 1,
    networks: ['solana'],
    description: `${QUICK_SERVICE_LABELS[service]} (quick route, X-PAYMENT).`,
    price: {
      asset: 'USDC',
      mode: 'per_unit',
      unitPrice: UNIT_PRICES[service],
      unit: 'unit (N in the path)',
      minimum: null,
    },
    parameters: [{ name: 'url', description: 'The URL-encoded link of the post, media or DEX listing.' }],
  }));
  const jobPayment: CatalogEntry = {
    resource: `${base}/api/x402/jobs/{jobId}/pay`,
    methods: ['GET', 'POST'],
    x402Version: 1,
    networks: ['solana'],
    description: 'Paying an unpaid job: read its requirements at /api/x402/jobs/{jobId}/accepts with your API key.',
    price: { asset: 'USDC', mode: 'dynamic', unitPrice: null, unit: null, minimum: null },
    parameters: [],
  };
  return [...agentToHuman(false), ...agentToHuman(true), social('xlikes'), social('xviews'), ...quick, jobPayment];
}

export function discoveryDocument(deps: SandboxDeps): Discovery {
  const catalog = entries(deps.config.publicUrl);
  return {
    version: 1,
    resources: catalog.map((entry) => entry.resource),
    // Sandbox assumption: no ownership proofs (the sandbox's payees are test addresses).
    ownershipProofs: [],
    instructions:
      'Call a resource without payment to receive HTTP 402 with its exact requirements, sign one with an x402 client, and repeat the same request with PAYMENT-SIGNATURE (x402 v2) or X-PAYMENT (x402 v1). The 402 challenge is the source of truth for the amount.',
    catalog,
  };
}
