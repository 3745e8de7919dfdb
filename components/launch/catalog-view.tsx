/**
 * The discovery document (`/.well-known/x402`) as a catalogue: what can be
 * bought over x402, at what price, on which networks, and how agents call it.
 * A marketplace that publishes only the list of addresses gets that list.
 * Rendered on the server from the page's read: only the tabs and a read's
 * error (with its retry) run in the browser.
 */
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import type { CatalogEntry, Discovery } from '@/lib/marketplace/launch/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { LaunchHeader } from './launch-header';

function priceWords({ price }: CatalogEntry): string {
  if (price.mode === 'dynamic') return 'Priced per job: its payment requirements say how much.';
  const minimum = price.minimum ? `, at least ${price.minimum} ${price.asset}` : '';
  return price.unitPrice
    ? `${price.unitPrice} ${price.asset} per ${price.unit ?? 'unit'}${minimum}`
    : `Per ${price.unit ?? 'unit'}${minimum}`;
}

function Entry({ entry }: { entry: CatalogEntry }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-medium">{entry.description}</p>
      <p className="text-sm" data-testid="catalog-price">
        {priceWords(entry)}
      </p>
      <div className="flex flex-wrap gap-1">
        {entry.networks.map((network) => (
          <Badge key={network} tone="neutral">
            {NETWORK_LABEL[network]}
          </Badge>
        ))}
        <Badge tone="neutral">{entry.x402Version === 1 ? 'x402 version 1' : 'x402 version 2'}</Badge>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600">How agents call it</summary>
        <p className="mt-2 font-mono text-xs break-all">
          {entry.methods.join(' or ')} {entry.resource}
        </p>
        {entry.parameters.length > 0 && (
          <dl className="mt-2 space-y-1">
            {entry.parameters.map((p) => (
              <div key={p.name}>
                <dt className="inline font-mono text-xs">{p.name}</dt>:{' '}
                <dd className="inline text-slate-600">{p.description}</dd>
              </div>
            ))}
          </dl>
        )}
      </details>
    </li>
  );
}

function Catalog({ read }: { read: Discovery }) {
  if (!read.catalog?.length && read.resources.length === 0)
    return <EmptyState title="Nothing is listed">The marketplace lists no paid resources right now.</EmptyState>;
  return read.catalog && read.catalog.length > 0 ? (
    <ul aria-label="What can be bought" className="grid gap-3 md:grid-cols-2">
      {read.catalog.map((entry) => (
        <Entry key={entry.resource} entry={entry} />
      ))}
    </ul>
  ) : (
    <ul
      aria-label="Paid addresses"
      className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 font-mono text-xs break-all"
    >
      {read.resources.map((resource) => (
        <li key={resource}>{resource}</li>
      ))}
    </ul>
  );
}

export function CatalogView({ discovery }: { discovery: ServerRead<Discovery> }) {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Catalogue"
        intro="Everything the marketplace sells over x402, as it describes itself to agents."
      />
      {discovery.ok ? (
        <Catalog read={discovery.data} />
      ) : (
        <ReadError failure={discovery.failure} title="The catalogue could not be loaded" />
      )}
      {discovery.ok && discovery.data.instructions && (
        <p className="text-sm text-slate-600">{discovery.data.instructions}</p>
      )}
    </div>
  );
}
