/**
 * Sending generated requests and judging the answers: straight to the sandbox
 * over raw HTTP (which, unlike fetch, sends a GET's body and leaves encoded
 * dots alone), or into the proxy in-process. Batches run concurrently; each
 * answer must pass the oracle.
 */
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { matchRoute, ROUTES } from '@/lib/marketplace/routes';
import type { RouteDef } from '@/lib/marketplace/route';
import { anyRequest, describeRequest, type Fixtures, type FuzzRequest } from './inputs';
import { problemWith, Tally, type Answer } from './oracle';

/**
 * Inputs per target (the proxy and the sandbox): FUZZ_RUNS, else 5,000 each, 10,000 in all. Each run draws a new
 * seed, so runs add up to new inputs; 5,000 still give every route about 80 and every way of breaking a request
 * (its focus) several on every route (docs/testing.md). `npm run fuzz:long` sends 50,000 each.
 */
export const INPUTS = Number(process.env.FUZZ_RUNS ?? 5_000);
/** Requests sent at once: enough to meet races, few enough that a counterexample stays readable. */
const BATCH = Number(process.env.FUZZ_BATCH ?? 4);

const isStream = (type: string | null) => /^text\/event-stream/i.test(type ?? '');

const agent = new Agent({ keepAlive: true, maxSockets: BATCH });

/**
 * One request to the sandbox over HTTP, exactly as generated. A reset on a
 * kept-alive socket the server had just closed (after answering a body it did
 * not read) is a race of the connection, not an answer: it is sent once more
 * on a fresh socket, as Node's documentation advises for `reusedSocket`.
 */
export async function sendRaw(baseUrl: string, input: FuzzRequest): Promise<Answer> {
  try {
    return await sendOnce(baseUrl, input);
  } catch (error) {
    if ((error as { reusedSocketReset?: boolean }).reusedSocketReset) return sendOnce(baseUrl, input);
    throw error;
  }
}

function sendOnce(baseUrl: string, input: FuzzRequest): Promise<Answer> {
  const base = new URL(baseUrl);
  const headers = { ...input.headers };
  // A body always goes framed (a GET's body would otherwise run into the next request on the connection).
  if (input.body && !headers['transfer-encoding']) headers['content-length'] = String(input.body.byteLength);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method: input.method, path: input.path, headers, agent },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value ?? []].flat()) headers.append(name, v);
        if (isStream(headers.get('content-type'))) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, headers, text: undefined });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedSocketReset: req.reusedSocket && error.code === 'ECONNRESET' })),
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.end(input.body);
  });
}

/** Read a Response as an answer; an event stream is cancelled after its head. */
export async function answerOf(response: Response): Promise<Answer> {
  if (isStream(response.headers.get('content-type'))) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, text: undefined };
  }
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The route a path reaches, once the URL parser has resolved it as a server would. */
export function routeReached(method: string, path: string): RouteDef | undefined {
  const match = matchRoute(method, new URL(path, 'http://x').pathname);
  return match.kind === 'route' ? match.route : undefined;
}

export interface FuzzRun {
  fixtures: Fixtures;
  /** Send one request; undefined when the request cannot be expressed for this target. */
  send: (input: FuzzRequest) => Promise<Answer | undefined>;
  /** The route an answer should be judged against. */
  routeOf: (input: FuzzRequest) => RouteDef | undefined;
  /** A further problem with an answer (e.g. a leaked secret). */
  check?: (answer: Answer) => string | undefined;
  /** Between batches: start every rate window afresh, so valid input reaches the handlers. */
  freshWindows: () => void;
  seed?: number;
}

/** Send `INPUTS` generated requests in concurrent batches; throws on the first answer the contract does not allow. */
export async function fuzz(
  run: FuzzRun,
): Promise<{ tally: Tally; unsendable: number; seconds: number; cpuSeconds: number }> {
  const tally = new Tally();
  let unsendable = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const batch = fc.array(anyRequest(ROUTES, run.fixtures), { minLength: BATCH, maxLength: BATCH });
  const property = fc.asyncProperty(batch, fc.boolean(), async (inputs, fresh) => {
    if (fresh) run.freshWindows();
    const answers = await Promise.all(inputs.map((input) => run.send(input)));
    answers.forEach((answer, i) => {
      const input = inputs[i]!;
      if (!answer) return void unsendable++;
      tally.add(answer);
      const problem = problemWith(answer, run.routeOf(input), input.method) ?? run.check?.(answer);
      if (problem) throw new Error(`${describeRequest(input)}\n  ${problem}`);
    });
  });
  await fc.assert(property, {
    endOnFailure: process.env.FUZZ_NO_SHRINK === '1',
    numRuns: Math.ceil(INPUTS / BATCH),
    seed: run.seed ?? (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined),
  });
  const used = process.cpuUsage(cpu);
  return {
    tally,
    unsendable,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}
