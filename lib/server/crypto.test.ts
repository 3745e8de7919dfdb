import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its secret is cached per process) reading DATA_DIR `dir`. */
async function cryptoIn(dir: string, sessionSecret?: string) {
  vi.resetModules();
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
    expect(unseal(seal('hello', 'api-key'), 'api-key')).toBe('hello');
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
