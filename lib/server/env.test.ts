import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('server configuration', () => {
  it('defaults to the local sandbox', () => {
    expect(parseEnv({})).toMatchObject({
      upstreamUrl: 'http://127.0.0.1:4020',
      upstreamIsSandbox: true,
      dataDir: '.data',
      databaseUrl: undefined,
    });
    expect(parseEnv({ SANDBOX_PORT: '4555' }).upstreamUrl).toBe('http://127.0.0.1:4555');
  });

  it('treats a configured URL as the live service unless told otherwise', () => {
    expect(parseEnv({ MARKETPLACE_API_URL: 'https://wurkapi.fun/' })).toMatchObject({
      upstreamUrl: 'https://wurkapi.fun',
      upstreamIsSandbox: false,
    });
    expect(
      parseEnv({ MARKETPLACE_API_URL: 'http://127.0.0.1:4120', MARKETPLACE_SANDBOX: 'true' }).upstreamIsSandbox,
    ).toBe(true);
  });

  it('fails with a message naming each bad variable', () => {
    expect(() => parseEnv({ MARKETPLACE_API_URL: 'ftp://x' })).toThrow(
      /MARKETPLACE_API_URL: MARKETPLACE_API_URL must be an http\(s\) URL/,
    );
    expect(() => parseEnv({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it('requires SESSION_SECRET with PostgreSQL, and a long one', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /SESSION_SECRET is required with DATABASE_URL/,
    );
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    // Set but empty is a mistake (an unset variable in a deployment template), not a request for a generated secret.
    expect(() => parseEnv({ SESSION_SECRET: '' })).toThrow(
      /SESSION_SECRET: SESSION_SECRET must be at least 32 characters/,
    );
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) }).databaseUrl).toBe(
      'postgres://u@h/db',
    );
  });

  it('reads Solana state from the sandbox in sandbox mode and from mainnet otherwise', () => {
    expect(parseEnv({}).solanaRpcUrl).toBe('http://127.0.0.1:4020/solana-rpc');
    expect(parseEnv({ MARKETPLACE_API_URL: 'https://wurkapi.fun' }).solanaRpcUrl).toBe(
      'https://api.mainnet-beta.solana.com',
    );
    expect(parseEnv({ SOLANA_RPC_URL: 'https://rpc.example' }).solanaRpcUrl).toBe('https://rpc.example');
  });

  it('lets the Solana relay read mainnet USDC against the live service, any mint of the sandbox, or the configured mints', () => {
    expect(parseEnv({ MARKETPLACE_API_URL: 'https://wurkapi.fun' }).solanaMints).toEqual([
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ]);
    expect(parseEnv({}).solanaMints).toBe('any');
    expect(parseEnv({ SOLANA_RPC_URL: 'https://rpc.example' }).solanaMints).toEqual([
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ]);
    expect(
      parseEnv({
        SOLANA_USDC_MINTS: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v, 4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
      }).solanaMints,
    ).toHaveLength(2);
    expect(() => parseEnv({ SOLANA_USDC_MINTS: 'not-an-address' })).toThrow(
      /SOLANA_USDC_MINTS must be comma-separated Solana addresses/,
    );
  });

  it('reads the media origins the marketplace’s pictures may come from', () => {
    expect(parseEnv({}).mediaOrigins).toEqual([]);
    expect(parseEnv({ MEDIA_ORIGINS: 'https://cdn.example/path, http://media.example:8080' }).mediaOrigins).toEqual([
      'https://cdn.example',
      'http://media.example:8080',
    ]);
    expect(() => parseEnv({ MEDIA_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /MEDIA_ORIGINS must be comma-separated http\(s\) origins/,
    );
  });

  it('takes the public address from SITE_URL, else the local port', () => {
    expect(parseEnv({}).siteUrl).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3201' }).siteUrl).toBe('http://localhost:3201');
    expect(parseEnv({ SITE_URL: 'https://dash.example/' }).siteUrl).toBe('https://dash.example');
    expect(() => parseEnv({ SITE_URL: 'dash.example' })).toThrow(/SITE_URL: SITE_URL must be an http\(s\) URL/);
  });

  it('takes the marketplace website from MARKETPLACE_SITE_URL, as an origin', () => {
    expect(parseEnv({}).marketplaceSiteUrl).toBeUndefined();
    expect(parseEnv({ MARKETPLACE_SITE_URL: 'https://site.example/any/path' }).marketplaceSiteUrl).toBe(
      'https://site.example',
    );
    expect(() => parseEnv({ MARKETPLACE_SITE_URL: 'javascript:alert(1)' })).toThrow(/MARKETPLACE_SITE_URL/);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ MARKETPLACE_API_URL: '', DATABASE_URL: '' })).toMatchObject({
      upstreamIsSandbox: true,
      databaseUrl: undefined,
    });
  });
});
