import { describe, expect, it } from 'vitest';
import { upstreamPathFrom } from './proxy-path';

describe('proxy path', () => {
  it('strips the proxy prefix', () => {
    expect(upstreamPathFrom('/api/marketplace/store/products')).toEqual({ ok: true, path: '/store/products' });
    expect(upstreamPathFrom('/api/marketplace/store/products/legacy%3AStarter%20Pack%20%237')).toEqual({
      ok: true,
      path: '/store/products/legacy%3AStarter%20Pack%20%237',
    });
  });

  it.each([
    ['/api/marketplace/../admin', 'dot-dot segment'],
    ['/api/marketplace/store/./products', 'dot segment'],
    ['/api/marketplace/store/%2e%2e/x', 'encoded dot-dot'],
    ['/api/marketplace/store/products/a%2Fb', 'encoded slash'],
    ['/api/marketplace/store/products/a%5cb', 'encoded backslash'],
    ['/api/marketplace/store\\products', 'backslash'],
    ['/api/marketplace//evil.example/x', 'empty segment (protocol-relative)'],
    ['/api/marketplace/http://evil.example/x', 'absolute URL'],
    ['/api/marketplace/store/%00', 'control character'],
    ['/api/marketplace/store/%E0%A4%A', 'broken escape'],
    ['/api/marketplacex/store', 'other prefix'],
    ['/api/marketplace', 'no path'],
  ])('refuses %s (%s)', (raw) => {
    expect(upstreamPathFrom(raw)).toEqual({ ok: false });
  });
});
