/**
 * Launching paid work (spec 4.14): agent-to-human jobs (with their
 * secret-based view and wallet-proof recovery), likes and views (x402 v2 on
 * `/{network}/*`), the quick routes and paying an unpaid job by id (x402 v1,
 * X-PAYMENT), external social jobs paid in USDC or from the balance, and the
 * x402 discovery document.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { encodePaymentRequiredHeader, encodePaymentResponseHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { firstIssue } from '@/lib/marketplace/query-params';
import {
  QUICK_URLS,
  agentToHumanAdvancedQuerySchema,
  agentToHumanQuerySchema,
  launchRoutes,
  mergeMirror,
  quickCountLimits,
  resolveAgentToHuman,
  resolveExternal,
  resolveSocial,
  type QuickService,
} from '@/lib/marketplace/launch/contract';
import {
  EXTERNAL_JOB_TYPE_LABELS,
  RECOVER_PURPOSE,
  tweetIdOf,
  type SocialService,
} from '@/lib/marketplace/launch/terms';
import {
  USDC_DECIMALS,
  agentToHumanPrice,
  meetsMinimum,
  minimumSolTotal,
  minimumUsdcTotal,
  socialPrice,
  type Price,
} from '@/lib/marketplace/launch/price';
import { purposeOf } from '@/lib/marketplace/routes';
import { safeParse, type Network } from '@/lib/marketplace/schema';
import { compare, normalize, toAtomic, toFixed } from '@/lib/money';
import { balancesOf } from '../account/repo';
import { signInChallenge, statementFor, verifyProof } from '../auth/siwx';
import { usdcAsset } from '../checkout/pay';
import { entriesAnswer, jobOfSecret } from '../creator/routes';
import { ledgerEntries } from '../db/schema';
import { accountOf, defineHandler, type Handlers, type SandboxContext, type SandboxDeps } from '../deps';
import type { RequestInfo } from '../http/contract';
import { fail, json } from '../http/errors';
import { advanceJobs } from '../jobs/lifecycle';
import { newWorkId } from '../jobs/repo';
import { jobs, type JobRow } from '../jobs/schema';
import type { PaymentRequirement } from '../payments';
import { PaymentRefused, takePayment, type Charge, type Paid, type X402Version } from './pay';
import { MAX_REPOSTS, postOf } from './posts';
import { launchedJobs, type LaunchedJobRow } from './schema';
import {
  agentToHumanWork,
  externalWork,
  insertWork,
  scheduleEntries,
  socialWork,
  type NewWork,
  type Owner,
} from './work';
import { discoveryDocument } from './discovery';

const noStore = { 'cache-control': 'no-store' };
const MINUTE = 60_000;
/** Sandbox assumption: a social job paid later stays open for a week from its payment. */
const SOCIAL_OPEN_MS = 7 * 24 * 60 * MINUTE;

const badInput = (message: string) => fail(400, 'X402_INPUT_INVALID', message);

// ---- challenges ------------------------------------------------------------------

/** The exact URL of this request: the resource a v2 payment is signed for. */
const resourceOf = (deps: SandboxDeps, info: RequestInfo) =>
  `${deps.config.publicUrl}${info.url.pathname}${info.url.search}`;

/** HTTP 402 of a v2 route: PAYMENT-REQUIRED header and the same object in the body; `error` turns it into a refusal to re-sign. */
function challengeV2(requirement: PaymentRequirement, price: Price, error?: PaymentRefused): Response {
  const paymentRequired = {
    x402Version: 2,
    error:
      error?.message ??
      'Payment required: sign the requirement in `accepts` and repeat this exact request with PAYMENT-SIGNATURE.',
    resource: { url: requirement.resource, description: requirement.description, mimeType: requirement.mimeType },
    accepts: [requirement],
  };
  const body = {
    ...(error ? { ok: false, errorCode: error.code, message: error.message } : {}),
    ...paymentRequired,
    price: { amount: price.amount, asset: 'USDC' },
  };
  return json(body, 402, {
    ...noStore,
    'payment-required': encodePaymentRequiredHeader(paymentRequired as PaymentRequired),
  });
}

/** HTTP 402 of a v1 route (quick, job payment): the requirements in the body. */
function challengeV1(requirement: PaymentRequirement, price: Price, error?: PaymentRefused): Response {
  const body = {
    ...(error ? { ok: false, errorCode: error.code, message: error.message } : {}),
    x402Version: 1,
    error:
      error?.message ??
      'Payment required: sign the requirement in `accepts` and repeat the request at its resource with X-PAYMENT.',
    accepts: [requirement],
    price: { amount: price.amount, asset: 'USDC' },
  };
  return json(body, 402, noStore);
}

/** The payment header of a request: PAYMENT-SIGNATURE on v2 routes (X-PAYMENT as its legacy name), X-PAYMENT on v1 routes. */
function paymentHeaderOf(request: Request, version: X402Version): string | null {
  if (version === 1) return request.headers.get('x-payment');
  return request.headers.get('payment-signature') ?? request.headers.get('x-payment');
}

/** Pay for new work: the challenge without a payment, the job and its answer with one. */
async function payForWork(
  ctx: SandboxContext & { info: RequestInfo },
  version: X402Version,
  requirement: PaymentRequirement,
  price: Price,
  network: Network,
  make: (owner: Owner, now: number) => NewWork,
  answer: (job: JobRow, launched: LaunchedJobRow) => Record<string, unknown>,
): Promise<Response> {
  const { deps, info } = ctx;
  const challenge = version === 1 ? challengeV1 : challengeV2;
  const header = paymentHeaderOf(info.request, version);
  if (header === null) return challenge(requirement, price);
  const jobId = newWorkId();
  const charge: Charge = { version, network, requirement, amount: price.amount, jobId };
  let paid: Paid;
  try {
    paid = await takePayment(deps, charge, header, {
      record: async (tx, { account, payer }) => {
        const now = deps.clock.now();
        const work = make({ jobId, creatorAccountId: account.id }, now);
        await insertWork(tx, work, payer);
        if (work.job.type === 'custom') await scheduleEntries(tx, work.job, now);
      },
    });
  } catch (error) {
    if (error instanceof PaymentRefused) return challenge(requirement, price, error);
    throw error;
  }
  const found = await launchedJob(deps, jobId);
  const settlementHeader = version === 1 ? 'x-payment-response' : 'payment-response';
  return json(answer(found!.job, found!.launched), 200, {
    ...noStore,
    [settlementHeader]: encodePaymentResponseHeader(paid.settlement),
  });
}

// ---- answers ---------------------------------------------------------------------

async function launchedJob(
  deps: SandboxDeps,
  jobId: string,
): Promise<{ job: JobRow; launched: LaunchedJobRow } | undefined> {
  const [row] = await deps.db
    .select({ job: jobs, launched: launchedJobs })
    .from(jobs)
    .innerJoin(launchedJobs, eq(launchedJobs.jobId, jobs.id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

/** Where a paid job's status is read with its secret (spec 4.14: every paid success carries both). */
const statusUrlOf = (deps: SandboxDeps, secret: string) =>
  `${deps.config.publicUrl}/submissions/agenttohuman?action=view&secret=${encodeURIComponent(secret)}`;

/** Sandbox assumption: the full paid-success body (the contract shows only ok, paid and jobId), after the live service's agent-to-human payload. */
function paidAnswer(deps: SandboxDeps, job: JobRow, launched: LaunchedJobRow): Record<string, unknown> {
  const { siteUrl } = deps.config;
  const secret = job.secret!;
  return {
    ok: true,
    paid: true,
    jobId: job.id,
    customId: job.customId,
    network: job.network,
    service: launched.service,
    secret,
    statusUrl: statusUrlOf(deps, secret),
    jobLink: `${siteUrl}/custom/${encodeURIComponent(job.id)}`,
    submissions: [],
    price: { amount: normalize(job.rewardAmount ?? '0'), asset: 'USDC' },
    winners: job.winnerCap,
    closesAt: job.closesAt?.toISOString() ?? null,
  };
}

// ---- agent-to-human --------------------------------------------------------------

/** The raw query (each name once: the dispatcher refused duplicates) with a POST body's mirror merged in. */
function mergedInput(info: RequestInfo, body: unknown): Record<string, string> {
  const merged = mergeMirror(Object.fromEntries(info.url.searchParams), body);
  if (!merged.ok) throw badInput(merged.message);
  return merged.value;
}

function agentToHumanHandler(advanced: boolean) {
  const route = advanced ? launchRoutes.agentToHumanAdvanced : launchRoutes.agentToHuman;
  const schema = advanced ? agentToHumanAdvancedQuerySchema : agentToHumanQuerySchema;
  return defineHandler(route, async (ctx) => {
    const { deps, info } = ctx;
    const { network } = ctx.params;
    const parsed = safeParse(schema, mergedInput(info, ctx.body));
    if (!parsed.success) throw badInput(firstIssue(parsed.error));
    const input = resolveAgentToHuman(parsed.data, advanced);
    if (!input.ok) throw badInput(input.message);
    const request = input.value;

    if (request.action === 'view') {
      await advanceJobs(deps);
      return entriesAnswer(deps, await jobOfSecret({ deps, jobSecret: request.secret }), request.page, request.secret);
    }
    if (request.action === 'recover') return recoverFor({ ...ctx, query: parsed.data }, network);

    const price = agentToHumanPrice(request.winners, request.perUser);
    const kind = advanced ? `${request.selectionType}-selection` : 'agent-to-human';
    const description = `${advanced ? 'Advanced' : 'Agent-to-human'} job (${kind}): ${request.winners} winner${request.winners === 1 ? '' : 's'} × ${request.perUser} USDC`;
    const requirement = deps.payments.requirement(network, price.atomic, resourceOf(deps, info), description);
    return payForWork(
      ctx,
      2,
      requirement,
      price,
      network,
      (owner, now) => agentToHumanWork(request, advanced, price.amount, network, owner, now),
      (job, launched) => paidAnswer(deps, job, launched),
    );
  });
}

// ---- recovery (wallet proof, no payment) -------------------------------------------

const RECENT_LIMIT = 10;

/**
 * Sandbox assumption: recovery proves the paying wallet with a wallet proof
 * (free), never a payment; it answers the latest work that wallet paid for on
 * this network, with its secret, and lists the others by ID.
 */
async function recoverFor(
  ctx: SandboxContext & { info: RequestInfo; query: unknown },
  network: Network,
): Promise<Response> {
  const { deps, info } = ctx;
  const purpose = purposeOf({ ...info.route, purpose: RECOVER_PURPOSE }, deps.config.serviceName);
  const statement = await statementFor(info, purpose, ctx.query);
  if (info.request.headers.get('sign-in-with-x') === null) return signInChallenge(deps, info, purpose, statement);
  const identity = ctx.identity ?? (await verifyProof(deps, info, statement));
  return recoveredAnswer(deps, network, identity.address);
}

async function recoveredAnswer(deps: SandboxDeps, network: Network, wallet: string): Promise<Response> {
  const rows = await deps.db
    .select({ job: jobs, launched: launchedJobs })
    .from(launchedJobs)
    .innerJoin(jobs, eq(launchedJobs.jobId, jobs.id))
    .where(and(eq(launchedJobs.payerWallet, wallet), eq(jobs.network, network), eq(launchedJobs.payment, 'x402')))
    .orderBy(desc(launchedJobs.createdAt), desc(launchedJobs.jobId))
    .limit(RECENT_LIMIT);
  const [latest] = rows;
  if (!latest)
    throw fail(404, 'X402_RECOVER_NOT_FOUND', 'This wallet has paid for no work on this network. Nothing was charged.');
  return json(
    {
      ...paidAnswer(deps, latest.job, latest.launched),
      recovered: true,
      recent: rows.map(({ job, launched }) => ({
        jobId: job.id,
        customId: job.customId,
        service: launched.service,
        createdAt: job.createdAt.toISOString(),
      })),
    },
    200,
    noStore,
  );
}

const recover = defineHandler(launchRoutes.recover, (ctx) =>
  recoveredAnswer(ctx.deps, ctx.params.network, ctx.identity!.address),
);

// ---- likes and views ---------------------------------------------------------------

/** Likes or views; `winners` is the amount a winners path variant carries. */
function buySocial(
  ctx: SandboxContext & { info: RequestInfo; body: unknown },
  service: SocialService,
  winners: number | undefined,
): Promise<Response> {
  const { deps, info } = ctx;
  const input = resolveSocial(service, mergedInput(info, ctx.body), winners);
  if (!input.ok) throw badInput(input.message);
  const { url, amount } = input.value;
  const price = socialPrice(service, amount);
  const what = service === 'xlikes' ? 'likes' : 'views';
  const requirement = deps.payments.requirement(
    'solana',
    price.atomic,
    resourceOf(deps, info),
    `${amount} ${what} on X for ${url}`,
  );
  return payForWork(
    ctx,
    2,
    requirement,
    price,
    'solana',
    (owner, now) => socialWork(service, url, amount, price.amount, owner, now),
    (job, launched) => paidAnswer(deps, job, launched),
  );
}

const xlikes = defineHandler(launchRoutes.xlikes, (ctx) => buySocial(ctx, 'xlikes', ctx.params.winners));
const xviews = defineHandler(launchRoutes.xviews, (ctx) => buySocial(ctx, 'xviews', undefined));

// ---- quick routes (x402 v1) ----------------------------------------------------------

function quickHandler(service: QuickService) {
  const route = {
    reposts: launchRoutes.quickReposts,
    xlikes: launchRoutes.quickXlikes,
    'insta-likes': launchRoutes.quickInstaLikes,
    'dex-rocket': launchRoutes.quickDexRocket,
  }[service];
  return defineHandler(route, async (ctx) => {
    const { deps, info } = ctx;
    const { count } = ctx.params;
    const limits = quickCountLimits(service);
    if (count < limits.min || count > limits.max) throw badInput(`This service takes ${limits.min} to ${limits.max}.`);
    const url = safeParse(QUICK_URLS[service], ctx.query.url);
    if (!url.success) throw badInput(firstIssue(url.error));
    const price = socialPrice(service, count);
    const requirement = deps.payments.requirementV1(
      'solana',
      price.atomic,
      resourceOf(deps, info),
      `${service}-${count} for ${url.data}`,
    );
    return payForWork(
      ctx,
      1,
      requirement,
      price,
      'solana',
      (owner, now) => socialWork(service, url.data, count, price.amount, owner, now),
      (job) => ({
        ok: true,
        paid: true,
        jobId: job.id,
        secret: job.secret,
        statusUrl: statusUrlOf(deps, job.secret!),
        customId: job.customId,
        service,
        quantity: count,
        price: { amount: price.amount, asset: 'USDC' },
      }),
    );
  });
}

// ---- paying an unpaid job by id (x402 v1) ---------------------------------------------

const jobNotFound = () => fail(404, 'X402_JOB_NOT_FOUND', 'No job with this ID is waiting for a USDC payment here.');
const alreadyConfirmed = (jobId: string) => json({ ok: true, alreadyConfirmed: true, jobId }, 200, noStore);
/** Sandbox assumption: a payment claimed and still settling is neither "already confirmed" (the contract says that only when paid) nor open to a second payment. */
const paymentPending = () =>
  fail(
    409,
    'X402_PAYMENT_PENDING',
    'A payment for this job is being confirmed. Do not pay again; read its status shortly.',
    2,
  );

/**
 * A job's payment requirement on `network`: Solana's is the one `accepts`
 * lists (spec 4.14); Base's is issued by its own pay route, the contract's
 * other canonical retry target (sandbox assumption: `accepts` lists Solana's
 * only, as the contract's shape of it does).
 */
function jobRequirement(
  deps: SandboxDeps,
  job: JobRow,
  network: Network,
): { requirement: PaymentRequirement; price: Price } {
  const amount = toFixed(job.rewardAmount ?? '0', USDC_DECIMALS);
  const price: Price = { amount, atomic: toAtomic(amount, USDC_DECIMALS).toString() };
  const prefix = network === 'base' ? '/api/x402/base/jobs' : '/api/x402/jobs';
  const resource = `${deps.config.publicUrl}${prefix}/${encodeURIComponent(job.id)}/pay`;
  return {
    price,
    requirement: deps.payments.requirementV1(
      network,
      price.atomic,
      resource,
      `Payment for job ${job.id}: ${job.summary}`,
    ),
  };
}

/**
 * Jobs paid over x402 in USDC (on either network): the ones accepts and pay know, while their time to pay runs
 * (sandbox assumption: past `paymentInitiateBefore`, as past its end, the job is no longer waiting for a payment).
 */
async function payableJob(deps: SandboxDeps, jobId: string) {
  const found = await launchedJob(deps, jobId);
  if (!found || found.launched.payment !== 'x402' || found.job.cancelledAt) throw jobNotFound();
  const payBy = found.job.paymentInitiateBefore;
  if (!found.job.paid && payBy && payBy.getTime() <= deps.clock.now()) throw jobNotFound();
  return found;
}

const jobAccepts = defineHandler(launchRoutes.jobAccepts, async (ctx) => {
  const { deps, params } = ctx;
  const account = accountOf(ctx);
  const { job } = await payableJob(deps, params.jobId);
  // Sandbox assumption: accepts answers for the key's own jobs only; anyone may pay at the resource.
  if (job.creatorAccountId !== account.id) throw jobNotFound();
  if (job.paid) return alreadyConfirmed(job.id);
  if (job.fundingStatus === 'pending') throw paymentPending();
  const { requirement, price } = jobRequirement(deps, job, 'solana');
  return challengeV1(requirement, price);
});

type JobPayContext = SandboxContext & { info: RequestInfo; params: { jobId: string } };

/** Paying an unpaid job at its pay route on `network`; a job is paid once, on either. */
const payJobOn = (network: Network) => async (ctx: JobPayContext) => {
  const { deps, info, params } = ctx;
  const { job, launched } = await payableJob(deps, params.jobId);
  const header = paymentHeaderOf(info.request, 1);
  if (job.paid) {
    if (header === null) return alreadyConfirmed(job.id);
    throw fail(409, 'X402_JOB_ALREADY_PAID', 'This job is already paid. Nothing was charged again.');
  }
  if (job.fundingStatus === 'pending') throw paymentPending();
  const { requirement, price } = jobRequirement(deps, job, network);
  if (header === null) return challengeV1(requirement, price);
  const unpaid = and(eq(jobs.id, job.id), eq(jobs.paid, false), isNull(jobs.fundingStatus));
  let paid: Paid;
  try {
    paid = await takePayment(deps, { version: 1, network, requirement, amount: price.amount, jobId: job.id }, header, {
      claim: async (tx) => {
        const [claimed] = await tx
          .update(jobs)
          .set({ fundingStatus: 'pending' })
          .where(unpaid)
          .returning({ id: jobs.id });
        if (!claimed) throw fail(409, 'X402_JOB_ALREADY_PAID', 'This job is already paid. Nothing was charged again.');
      },
      release: async (db) => {
        await db
          .update(jobs)
          .set({ fundingStatus: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.paid, false)));
      },
      record: async (tx, { payer }) => {
        const now = deps.clock.date();
        await tx
          .update(jobs)
          .set({
            paid: true,
            fundingStatus: 'funded',
            // Paid on this network: its payer recovers it there, and its workers are paid in its USDC.
            network,
            rewardAssetId: usdcAsset(network),
            publishAt: now,
            // A social job opens for its week from its payment; other work keeps the close it was created with.
            ...(launched.service === 'external' ? { closesAt: new Date(now.getTime() + SOCIAL_OPEN_MS) } : {}),
            updatedAt: now,
          })
          .where(eq(jobs.id, job.id));
        await tx.update(launchedJobs).set({ payerWallet: payer }).where(eq(launchedJobs.jobId, job.id));
      },
    });
  } catch (error) {
    if (error instanceof PaymentRefused) return challengeV1(requirement, price, error);
    throw error;
  }
  const secret = job.secret!;
  return json(
    { ok: true, paid: true, jobId: job.id, secret, statusUrl: statusUrlOf(deps, secret), status: 'pending' },
    200,
    {
      ...noStore,
      'x-payment-response': encodePaymentResponseHeader(paid.settlement),
    },
  );
};

const jobPay = defineHandler(launchRoutes.jobPay, payJobOn('solana'));
const jobPayBase = defineHandler(launchRoutes.jobPayBase, payJobOn('base'));

// ---- external social jobs --------------------------------------------------------------

const externalCreate = defineHandler(launchRoutes.externalCreate, async (ctx) => {
  const { deps, body } = ctx;
  const account = accountOf(ctx);
  const resolved = resolveExternal(body);
  if (!resolved.ok) throw fail(400, 'EXTERNAL_JOB_INPUT_INVALID', resolved.message);
  const input = resolved.value;

  const post = postOf(input.tweetRef);
  if (post.deleted)
    throw fail(404, 'EXTERNAL_JOB_POST_NOT_FOUND', 'This post does not exist (it may have been deleted).');
  if (post.blockedAuthor)
    throw fail(
      403,
      'EXTERNAL_JOB_AUTHOR_BLOCKED',
      'The author of this post is blocked: jobs for their posts are not accepted.',
    );
  if (post.reposts > MAX_REPOSTS)
    throw fail(
      400,
      'EXTERNAL_JOB_POST_TOO_POPULAR',
      `This post has more than ${MAX_REPOSTS} reposts; jobs for it are not accepted.`,
    );

  const { payment, maxCompletions } = input;
  const minimum = payment.kind === 'usdc' ? minimumUsdcTotal(maxCompletions) : minimumSolTotal(maxCompletions);
  if (!meetsMinimum(payment.total, minimum)) {
    const [field, asset] = payment.kind === 'usdc' ? ['total_usdc', 'USDC'] : ['total_bounty_sol', 'SOL'];
    throw fail(
      400,
      'EXTERNAL_JOB_TOTAL_TOO_LOW',
      `${field} must be at least ${normalize(minimum)} ${asset} for ${maxCompletions} completions.`,
    );
  }

  const now = deps.clock.now();
  const work = externalWork(
    input,
    post.url,
    tweetIdOf(input.tweetRef),
    { jobId: newWorkId(), creatorAccountId: account.id },
    now,
  );
  await deps.db.transaction(async (tx) => {
    if (payment.kind === 'balance') {
      // Checked inside the transaction that debits it, so two creates cannot both spend the same balance.
      const { SOL } = await balancesOf(tx, account.id);
      if (compare(SOL, payment.total) < 0)
        throw fail(
          400,
          'EXTERNAL_JOB_INSUFFICIENT_BALANCE',
          `Your SOL balance (${SOL}) is lower than total_bounty_sol.`,
        );
      await tx.insert(ledgerEntries).values({
        accountId: account.id,
        asset: 'SOL',
        amount: `-${payment.total}`,
        kind: 'job_payment',
        ref: work.job.id!,
        createdAt: new Date(now),
      });
    }
    await insertWork(tx, work, null);
  });
  const byBalance = payment.kind === 'balance';
  return json(
    {
      ok: true,
      jobId: work.job.id,
      customId: work.job.customId,
      status: byBalance ? 'pending' : 'unpaid',
      type: 'social',
      balancePayment: byBalance ? 1 : 0,
      jobtype: input.jobtype,
      jobtypeLabel: EXTERNAL_JOB_TYPE_LABELS[input.jobtype],
      maxCompletions,
      total: { amount: normalize(payment.total), asset: byBalance ? 'SOL' : 'USDC' },
      nextAction: byBalance
        ? null
        : {
            method: 'GET',
            url: `${deps.config.publicUrl}/api/x402/jobs/${work.job.id}/accepts`,
            description: 'Read the payment requirements with your API key, sign them, and pay at their resource.',
          },
    },
    200,
    { 'cache-control': 'private, no-store' },
  );
});

// ---- discovery ---------------------------------------------------------------------------

const discovery = defineHandler(launchRoutes.discovery, (ctx) =>
  json(discoveryDocument(ctx.deps), 200, { 'cache-control': 'public, max-age=60' }),
);

export const launchHandlers: Handlers = [
  agentToHumanHandler(false),
  agentToHumanHandler(true),
  recover,
  xlikes,
  xviews,
  quickHandler('reposts'),
  quickHandler('xlikes'),
  quickHandler('insta-likes'),
  quickHandler('dex-rocket'),
  jobAccepts,
  jobPay,
  jobPayBase,
  externalCreate,
  discovery,
];
