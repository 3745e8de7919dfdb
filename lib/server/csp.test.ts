import { describe, expect, it } from 'vitest';
import { imageOriginsOf, pagePolicy } from './csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('page Content-Security-Policy', () => {
  const production = directives(pagePolicy({ nonce: 'abc123==', imageOrigins: ['http://127.0.0.1:4020'], development: false }));

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
    expect(directives(pagePolicy({ nonce: 'n', imageOrigins: [], development: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('image origins', () => {
  it('are the marketplace, with its loopback twin when local, and the media origins', () => {
    expect(imageOriginsOf('http://127.0.0.1:4020', [])).toEqual(['http://127.0.0.1:4020', 'http://localhost:4020']);
    expect(imageOriginsOf('https://wurkapi.fun', ['https://cdn.example'])).toEqual(['https://wurkapi.fun', 'https://cdn.example']);
  });
});
