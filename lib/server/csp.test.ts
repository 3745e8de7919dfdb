import { describe, expect, it } from 'vitest';
import { pagePolicy } from './csp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('page Content-Security-Policy', () => {
  const production = directives(pagePolicy({ nonce: 'abc123==', development: false }));

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

  it('shows images from this origin, data: and blob: only (the marketplace’s come through this origin)', () => {
    expect(production.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows eval only in development', () => {
    expect(directives(pagePolicy({ nonce: 'n', development: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('the live page policy', () => {
  const live = directives(pagePolicy({ nonce: 'n', development: false }));

  it('shows images from this origin, data: and blob:, and names no sandbox', () => {
    expect(live.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect([...live.values()].flat().filter((source) => /localhost|127\.0\.0\.1/.test(source))).toEqual([]);
  });

  it('plays media and connects to this origin only', () => {
    // No media-src of its own: audio and video fall back to default-src.
    expect(live.has('media-src')).toBe(false);
    expect(live.get('default-src')).toEqual(["'self'"]);
    expect(live.get('connect-src')).toEqual(["'self'"]);
  });
});
