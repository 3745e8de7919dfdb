/** Media uploads (sandbox assumption; see lib/marketplace/media/contract.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  challengeOf,
  postJson,
  proofFor,
  SAMPLE_FILES,
  startSandbox,
  upload,
  type Loose,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;
let headers: Record<string, string>;

beforeAll(async () => {
  sb = await startSandbox();
  headers = { 'x-api-key': (await accountFor(sb, evmKeySigner())).apikey };
});
afterAll(() => sb.stop());

const MiB = 1024 * 1024;

/** A PNG of `size` bytes: the signature, then padding. */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_FILES.png.bytes);
  return bytes;
};

describe('POST /media/upload', () => {
  it('stores an upload and answers its id and trusted URL, which serves the file with its type', async () => {
    const { status, body } = await upload(sb, headers, { purpose: 'pfp', ...SAMPLE_FILES.png });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      media: { purpose: 'pfp', contentType: 'image/png', size: SAMPLE_FILES.png.bytes.length, filename: 'picture.png' },
    });
    expect(body.media.id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(body.media.url).toBe(
      `${sb.url}/media/uploads/${body.media.id}?t=${new URL(body.media.url).searchParams.get('t')}`,
    );

    const served = await fetch(body.media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(SAMPLE_FILES.png.bytes);
    // Without its query string, or with another token, the URL serves nothing.
    expect((await fetch(body.media.url.split('?')[0]!)).status).toBe(404);
    expect((await fetch(body.media.url.replace(/t=.*/, 't=wrong'))).status).toBe(404);
  });

  it('recognises the type by name and content, whatever generic type the browser declared', async () => {
    const md = await upload(sb, headers, {
      purpose: 'portfolio',
      name: 'README.md',
      type: '',
      bytes: new TextEncoder().encode('# Title\n'),
    });
    expect(md.body.media).toMatchObject({ contentType: 'text/markdown' });
    const pdf = await upload(sb, headers, {
      purpose: 'portfolio',
      ...SAMPLE_FILES.pdf,
      type: 'application/octet-stream',
    });
    expect(pdf.body.media).toMatchObject({ contentType: 'application/pdf' });
  });

  const refusals: Array<[string, Parameters<typeof upload>[2], number, string]> = [
    ['an unknown purpose', { purpose: 'banner', ...SAMPLE_FILES.png }, 400, 'MEDIA_INPUT_INVALID'],
    ['a PDF as a profile picture', { purpose: 'pfp', ...SAMPLE_FILES.pdf }, 400, 'MEDIA_TYPE_UNSUPPORTED'],
    ['an SVG as a profile picture', { purpose: 'pfp', ...SAMPLE_FILES.svg }, 400, 'MEDIA_TYPE_UNSUPPORTED'],
    [
      'an executable',
      {
        purpose: 'portfolio',
        name: 'tool.exe',
        type: 'application/octet-stream',
        bytes: new Uint8Array([0x4d, 0x5a, 0, 0]),
      },
      400,
      'MEDIA_TYPE_UNSUPPORTED',
    ],
    [
      'a name that disagrees with the declared type',
      { purpose: 'portfolio', name: 'picture.png', type: 'application/pdf', bytes: SAMPLE_FILES.png.bytes },
      400,
      'MEDIA_TYPE_UNSUPPORTED',
    ],
    [
      'text renamed to .png',
      { purpose: 'portfolio', name: 'fake.png', type: 'image/png', bytes: new TextEncoder().encode('not a picture') },
      400,
      'MEDIA_TYPE_UNSUPPORTED',
    ],
    [
      'an empty file',
      { purpose: 'portfolio', name: 'empty.txt', type: 'text/plain', bytes: new Uint8Array() },
      400,
      'MEDIA_INPUT_INVALID',
    ],
    [
      'a profile picture over 2 MiB',
      { purpose: 'pfp', name: 'big.png', type: 'image/png', bytes: pngOf(2 * MiB + 1) },
      400,
      'MEDIA_TOO_LARGE',
    ],
  ];

  it.each(refusals)('refuses %s', async (_what, input, status, code) => {
    const res = await upload(sb, headers, input);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ok: false, errorCode: code });
    expect(res.body.message).toBeTruthy();
  });

  it('takes 2 MiB profile pictures and 10 MiB portfolio files, and refuses a body over the limit with 413', async () => {
    expect(
      (await upload(sb, headers, { purpose: 'pfp', name: 'ok.png', type: 'image/png', bytes: pngOf(2 * MiB) })).status,
    ).toBe(200);
    expect(
      (await upload(sb, headers, { purpose: 'portfolio', name: 'ok.png', type: 'image/png', bytes: pngOf(10 * MiB) }))
        .status,
    ).toBe(200);
    const over = await upload(sb, headers, {
      purpose: 'portfolio',
      name: 'big.png',
      type: 'image/png',
      bytes: pngOf(11 * MiB),
    });
    expect(over.status).toBe(413);
    expect(over.body.errorCode).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses forms with a missing, repeated or unknown field, and bodies that are not multipart', async () => {
    const file = () => new File([SAMPLE_FILES.png.bytes as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' });
    const forms: Array<[string, (form: FormData) => void]> = [
      ['no file', (f) => f.append('purpose', 'pfp')],
      ['no purpose', (f) => f.append('file', file())],
      ['the file as text', (f) => (f.append('purpose', 'pfp'), f.append('file', 'text'))],
      ['two files', (f) => (f.append('purpose', 'pfp'), f.append('file', file()), f.append('file', file()))],
      ['an unknown field', (f) => (f.append('purpose', 'pfp'), f.append('file', file()), f.append('caption', 'x'))],
    ];
    for (const [what, fill] of forms) {
      const form = new FormData();
      fill(form);
      const res = await upload(sb, headers, form);
      expect(res.status, what).toBe(400);
      expect(res.body.errorCode, what).toBe('MEDIA_INPUT_INVALID');
    }
    const json = await sb.json<Loose>('/media/upload', postJson({ purpose: 'pfp' }, headers));
    expect(json.status).toBe(415);
    expect(
      (
        await sb.json<Loose>('/media/upload', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
          body: 'garbage',
        })
      ).status,
    ).toBe(400);
    expect((await sb.call('/media/upload', { headers })).status).toBe(405);
  });

  it('is an account route: the free challenge without credentials, a wallet proof, the alias', async () => {
    const anonymous = await sb.call('/media/upload', { method: 'POST', body: formOf() });
    const info = await challengeOf(anonymous);
    expect(info.statement).toMatch(/^Sign in to upload media to your Sandbox account\. Method: POST\./);
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    const proof = await proofFor(sb, '/media/upload', { method: 'POST', body: formOf() }, wallet);
    expect((await upload(sb, { 'sign-in-with-x': proof }, formOf())).status).toBe(200);
    expect((await upload(sb, headers, formOf(), '/api/agent/media/upload')).status).toBe(200);
  });
});

function formOf(): FormData {
  const form = new FormData();
  form.append('purpose', 'portfolio');
  form.append(
    'file',
    new File([SAMPLE_FILES.txt.bytes as Uint8Array<ArrayBuffer>], SAMPLE_FILES.txt.name, {
      type: SAMPLE_FILES.txt.type,
    }),
  );
  return form;
}
