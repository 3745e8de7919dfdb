/**
 * Starts a real sandbox on a free port with a throwaway in-memory database, so
 * conformance tests speak plain HTTP to it exactly as any client would.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect } from 'vitest';
import { decodeBase64Json, signInChallengeSchema, type SiwxInfo } from '@/lib/marketplace/siwx';
import { signSiwxChallenge, type MessageSigner } from '@/lib/wallet/siwx';
import { createSandbox, type Sandbox } from '../app';
import { sandboxConfigFrom } from '../config';

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  /** fetch relative to the sandbox. */
  call: (path: string, init?: RequestInit) => Promise<Response>;
  /** JSON body and response of a call. */
  json: <T = Record<string, unknown>>(path: string, init?: RequestInit) => Promise<{ status: number; body: T; headers: Headers }>;
  control: (path: string, body?: unknown) => Promise<Record<string, unknown>>;
  stop: () => Promise<void>;
}

export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  const config = sandboxConfigFrom({ SANDBOX_DATA_DIR: 'memory://', SANDBOX_CONTROL: 'true', SANDBOX_PORT: '0', ...env });
  const sandbox = await createSandbox(config, { log: (line) => (line.startsWith('error') ? console.error(line) : undefined) });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.deps.config.publicUrl = url;

  const call = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await call(path, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
  const control = async (path: string, body?: unknown) => {
    const response = await call(`/__sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sandbox.close();
  };
  return { url, sandbox, call, json, control, stop };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/** The sign-in challenge of a request made without credentials, read from its PAYMENT-REQUIRED header. */
export async function challengeOf(response: Response): Promise<SiwxInfo> {
  expect(response.status).toBe(402);
  const header = response.headers.get('payment-required');
  expect(header).toBeTruthy();
  const challenge = signInChallengeSchema.parse(decodeBase64Json(header!));
  return challenge.extensions['sign-in-with-x'].info;
}

/** Ask for the challenge of a request, sign it, and return the SIGN-IN-WITH-X header for the same request. */
export async function proofFor(sb: RunningSandbox, path: string, init: RequestInit, signer: MessageSigner): Promise<string> {
  const info = await challengeOf(await sb.call(path, init));
  return signSiwxChallenge(info, signer);
}

/** The same request, signed: challenge, signature, then the repeat with the proof. */
export async function signedJson<T = Record<string, unknown>>(sb: RunningSandbox, path: string, init: RequestInit, signer: MessageSigner) {
  const proof = await proofFor(sb, path, init, signer);
  return sb.json<T>(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'sign-in-with-x': proof } });
}

/** Create (or access) the account of a wallet; returns its API key. */
export async function accountFor(sb: RunningSandbox, signer: MessageSigner): Promise<{ apikey: string; accountId: string }> {
  const { status, body } = await signedJson<{ apikey: string; accountId: string }>(sb, `/${signer.network}/siwx/account-create`, { method: 'POST' }, signer);
  expect(status).toBe(200);
  return body;
}

/** A raw HTTP/1.1 request, for what fetch refuses to send (a GET with a body). */
export function rawRequest(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
