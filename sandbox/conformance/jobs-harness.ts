/** Helpers the jobs and creator conformance tests share: personas, test jobs, uploads, and calls with a key. */
import { createHash, randomBytes } from 'node:crypto';
import { seedPhraseOf, type PersonaId } from '../personas-public';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { accounts } from '../db/schema';
import { mediaUploads, type MediaPurpose, type MediaState } from '../media/schema';
import { eq } from 'drizzle-orm';
import { accountFor, postJson, type Loose, type RunningSandbox } from './harness';

export interface Agent {
  apikey: string;
  accountId: string;
}

/** A persona's wallet, derived as the browser derives it, signed in through account access. */
export async function persona(sb: RunningSandbox, id: PersonaId): Promise<Agent> {
  const key = createHash('sha256').update(seedPhraseOf(id)).digest();
  const signer =
    id === 'creator' ? evmKeySigner(`0x${key.toString('hex')}`) : await solanaKeySigner(new Uint8Array(key));
  return accountFor(sb, signer);
}

/** A new agent account (a fresh Base wallet). */
export const newAgent = (sb: RunningSandbox): Promise<Agent> => accountFor(sb, evmKeySigner());

export const keyed = (agent: Agent, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-api-key': agent.apikey },
});

export const getAs = (sb: RunningSandbox, agent: Agent, path: string) => sb.json<Loose>(path, keyed(agent));

export const submitAs = (sb: RunningSandbox, agent: Agent, customId: string, body: unknown) =>
  sb.json<Loose>(`/jobs/${customId}/submissions`, keyed(agent, postJson(body)));

export interface TestJob {
  jobId: string;
  customId: string;
  secret: string | null;
}

/** Publish a job shaped for a test (see sandbox/jobs/control.ts for the options). */
export async function createJob(sb: RunningSandbox, options: Record<string, unknown> = {}): Promise<TestJob> {
  const created = await sb.control('/jobs', options);
  if (created.ok !== true) throw new Error(`job not created: ${JSON.stringify(created)}`);
  return created as unknown as TestJob;
}

/** An upload the account owns (the upload route is not part of the contract): ready portfolio media by default. */
export async function upload(
  sb: RunningSandbox,
  ownerAccountId: string,
  options: { contentType?: string; purpose?: MediaPurpose; state?: MediaState } = {},
): Promise<string> {
  const id = `med_${randomBytes(8).toString('hex')}`;
  await sb.sandbox.deps.db.insert(mediaUploads).values({
    id,
    ownerAccountId,
    purpose: options.purpose ?? 'portfolio',
    state: options.state ?? 'ready',
    contentType: options.contentType ?? 'image/png',
    filename: 'evidence.png',
    size: 4,
    bytes: Buffer.from('test'),
    accessToken: randomBytes(8).toString('hex'),
    createdAt: new Date(),
  });
  return id;
}

/** Make an account a person rather than an agent. */
export const makeHuman = (sb: RunningSandbox, accountId: string) =>
  sb.sandbox.deps.db.update(accounts).set({ isAgent: false }).where(eq(accounts.id, accountId));

/** Move the sandbox clock. */
export const advance = (sb: RunningSandbox, seconds: number) => sb.control('/clock', { advanceSeconds: seconds });
