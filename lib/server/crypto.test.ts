import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its secret is cached per process) reading DATA_DIR `dir`. */
async function cryptoIn(dir: string, sessionSecret?: string, previous?: string) {
  vi.resetModules();
  if (previous === undefined) delete process.env.SESSION_SECRET_PREVIOUS;
  else vi.stubEnv('SESSION_SECRET_PREVIOUS', previous);
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('DATABASE_URL', '');
  if (sessionSecret === undefined) delete process.env.SESSION_SECRET;
  else vi.stubEnv('SESSION_SECRET', sessionSecret);
  return import('./crypto');
}
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'secret-test-'));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the session secret', () => {
  it('is generated once into a private file, whole, with no temporary file left behind', async () => {
    const dir = path.join(tempDir(), 'nested');
    const { sessionSecret, seal, unseal } = await cryptoIn(dir);
    const secret = sessionSecret().toString('utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['session-secret']);
    expect(unseal(seal('hello', 'api-key', 'row-1'), 'api-key', 'row-1')).toBe('hello');
    // The next start reads the same secret.
    expect((await cryptoIn(dir)).sessionSecret().toString('utf8')).toBe(secret);
  });

  it('makes an existing secret file private', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'session-secret');
    writeFileSync(file, 'b'.repeat(64), { mode: 0o644 });
    expect((await cryptoIn(dir)).sessionSecret().toString('utf8')).toBe('b'.repeat(64));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['empty', ''],
    ['short', 'abc123'],
    ['blank', ' \n \n'],
  ])('refuses a secret file that is %s, naming the file', async (_name, content) => {
    const dir = tempDir();
    const file = path.join(dir, 'session-secret');
    writeFileSync(file, content, { mode: 0o600 });
    const { sessionSecret } = await cryptoIn(dir);
    expect(() => sessionSecret()).toThrow(file);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it.each([
    ['empty', ''],
    ['short', 'x'.repeat(31)],
    ['blank', ' '.repeat(40)],
  ])('refuses a SESSION_SECRET that is %s, naming the variable', async (_name, value) => {
    const { sessionSecret } = await cryptoIn(tempDir(), value);
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET/);
  });

  it('uses SESSION_SECRET when it is long enough, and writes no file', async () => {
    const dir = tempDir();
    const { sessionSecret } = await cryptoIn(dir, 's'.repeat(32));
    expect(sessionSecret().toString('utf8')).toBe('s'.repeat(32));
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('sealing', () => {
  const OLD = 'o'.repeat(40);
  const NEW = 'n'.repeat(40);

  it('opens only for the purpose and the row it was sealed for, and names the secret that sealed it', async () => {
    const { seal, unseal, SealBroken } = await cryptoIn(tempDir(), NEW);
    const sealed = seal('the-key', 'api-key', 'session-a');
    expect(sealed).toMatch(/^v2\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('the-key');
    expect(unseal(sealed, 'api-key', 'session-a')).toBe('the-key');
    // Copied to another row, or read as another kind of secret, it does not open.
    expect(() => unseal(sealed, 'api-key', 'session-b')).toThrow(SealBroken);
    expect(() => unseal(sealed, 'order-secret', 'session-a')).toThrow(SealBroken);
  });

  it('refuses an altered value and a shortened tag', async () => {
    const { seal, unseal, SealBroken } = await cryptoIn(tempDir(), NEW);
    const sealed = seal('the-key', 'api-key', 'r');
    const [version, id, body] = sealed.split('.') as [string, string, string];
    const raw = Buffer.from(body, 'base64url');
    const flipped = Buffer.from(raw);
    flipped[13] = flipped[13]! ^ 1;
    expect(() => unseal(`${version}.${id}.${flipped.toString('base64url')}`, 'api-key', 'r')).toThrow(SealBroken);
    // The same ciphertext with only the first 4 bytes of its tag does not pass for a shorter tag.
    expect(() =>
      unseal(`${version}.${id}.${raw.subarray(0, raw.length - 12).toString('base64url')}`, 'api-key', 'r'),
    ).toThrow(SealBroken);
    expect(() => unseal('v9.whatever', 'api-key', 'r')).toThrow(SealBroken);
  });

  it('opens what a replaced secret sealed while it is named in SESSION_SECRET_PREVIOUS, and seals with the new one', async () => {
    const dir = tempDir();
    const sealedBefore = (await cryptoIn(dir, OLD)).seal('the-key', 'api-key', 'r');
    const rotated = await cryptoIn(dir, NEW, OLD);
    expect(rotated.unseal(sealedBefore, 'api-key', 'r')).toBe('the-key');
    const sealedAfter = rotated.seal('the-key', 'api-key', 'r');
    expect(sealedAfter.split('.')[1]).not.toBe(sealedBefore.split('.')[1]);
    // Once the old secret is dropped, what it sealed no longer opens: those sessions sign in again.
    const dropped = await cryptoIn(dir, NEW);
    expect(() => dropped.unseal(sealedBefore, 'api-key', 'r')).toThrow(dropped.SealBroken);
    expect(dropped.unseal(sealedAfter, 'api-key', 'r')).toBe('the-key');
  });
});
