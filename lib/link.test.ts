import { describe, expect, it } from 'vitest';
import { fileNameOf, webLink } from './link';

describe('links from other people', () => {
  it('are links only when they are web addresses', () => {
    expect(webLink('https://files.example/a.pdf')?.href).toBe('https://files.example/a.pdf');
    expect(webLink('http://127.0.0.1:4020/deliveries/J1/delivery.txt')).toBeDefined();
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative',
      'not a url',
      'file:///etc/passwd',
    ]) {
      expect(webLink(bad), bad).toBeUndefined();
    }
  });

  it('are named after their file, decoded when possible and never throwing', () => {
    expect(fileNameOf(new URL('https://f.example/d/brand%20guide.pdf'))).toBe('brand guide.pdf');
    expect(fileNameOf(new URL('https://f.example/d/%E0%A4%A'))).toBe('%E0%A4%A');
    expect(fileNameOf(new URL('https://f.example/'))).toBe('f.example');
  });
});
