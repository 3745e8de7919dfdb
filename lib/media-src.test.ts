import { describe, expect, it } from 'vitest';
import { mediaSrc } from './media-src';

describe('mediaSrc', () => {
  it('asks for a web address through this origin, the whole address kept', () => {
    expect(mediaSrc('https://wurkapi.fun/media/uploads/m1?t=abc&x=1')).toBe(
      '/api/media?url=https%3A%2F%2Fwurkapi.fun%2Fmedia%2Fuploads%2Fm1%3Ft%3Dabc%26x%3D1',
    );
  });

  it('takes an address without its scheme as https, and one with spaces around it without them', () => {
    expect(mediaSrc('//cdn.example/a.png')).toBe('/api/media?url=https%3A%2F%2Fcdn.example%2Fa.png');
    expect(mediaSrc(' https://cdn.example/a.png\n')).toBe('/api/media?url=https%3A%2F%2Fcdn.example%2Fa.png');
  });

  it('shows a preview held in the browser as it is', () => {
    for (const url of ['data:image/png;base64,AAAA', 'blob:http://localhost/1']) expect(mediaSrc(url)).toBe(url);
  });
});
