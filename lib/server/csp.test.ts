import { describe, expect, it } from 'vitest';
import { imageOriginsOf, pagePolicy } from './csp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('page Content-Security-Policy', () => {
  const production = directives(
    pagePolicy({ nonce: 'abc123==', imageOrigins: ['http://127.0.0.1:4020'], development: false }),
  );

  it("allows this origin's scripts and inline scripts with the response's nonce only", () => {
    expect(production.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(production.get('default-src')).toEqual(["'self'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
  });

  it('connects only to the dashboard and is never framed', () => {
    expect(production.get('connect-src')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('shows images from this origin, data:, blob: and the given origins', () => {
    expect(production.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4020']);
  });

  it('allows eval only in development', () => {
    expect(directives(pagePolicy({ nonce: 'n', imageOrigins: [], development: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('image origins', () => {
  it('are, against the sandbox, the marketplace with its loopback twin, and the media origins', () => {
    expect(imageOriginsOf('http://127.0.0.1:4020', [], true)).toEqual([
      'http://127.0.0.1:4020',
      'http://localhost:4020',
    ]);
    expect(imageOriginsOf('http://localhost:4020', ['https://cdn.example'], true)).toEqual([
      'http://localhost:4020',
      'http://127.0.0.1:4020',
      'https://cdn.example',
    ]);
  });

  it('are, against the live service, the marketplace and exactly the media origins', () => {
    expect(imageOriginsOf('https://wurkapi.fun', ['https://cdn.example'], false)).toEqual([
      'https://wurkapi.fun',
      'https://cdn.example',
    ]);
    expect(imageOriginsOf('https://wurkapi.fun', [], false)).toEqual(['https://wurkapi.fun']);
    // A live upstream on a loopback address gets no twin: only what is configured.
    expect(imageOriginsOf('http://127.0.0.1:4150', [], false)).toEqual(['http://127.0.0.1:4150']);
    expect(imageOriginsOf('http://127.0.0.1:4150', ['http://localhost:4150', 'https://cdn.example'], false)).toEqual([
      'http://127.0.0.1:4150',
      'http://localhost:4150',
      'https://cdn.example',
    ]);
  });
});

describe('the live page policy', () => {
  const live = directives(
    pagePolicy({
      nonce: 'n',
      imageOrigins: imageOriginsOf('https://wurkapi.fun', ['https://cdn.example'], false),
      development: false,
    }),
  );

  it('shows images from this origin, data:, blob:, the marketplace and the media origins, and no sandbox', () => {
    expect(live.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://wurkapi.fun', 'https://cdn.example']);
    expect([...live.values()].flat().filter((source) => /localhost|127\.0\.0\.1/.test(source))).toEqual([]);
  });

  it('plays media and connects to this origin only', () => {
    // No media-src of its own: audio and video fall back to default-src.
    expect(live.has('media-src')).toBe(false);
    expect(live.get('default-src')).toEqual(["'self'"]);
    expect(live.get('connect-src')).toEqual(["'self'"]);
  });
});
