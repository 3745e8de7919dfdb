/**
 * The file types the contract allows for uploads (spec 2.2, 2.3), recognised
 * the same way in the browser (before an upload leaves) and in the sandbox
 * (when it arrives): by the file name's extension, agreeing with the declared
 * MIME type when one is declared, and with the file's first bytes.
 */

export interface MediaType {
  /** The canonical MIME type, stored and served. */
  readonly mime: string;
  readonly extensions: readonly string[];
  /** Other MIME types browsers and tools declare for it. */
  readonly aliases?: readonly string[];
  /** What people call it. */
  readonly label: string;
  readonly image: boolean;
  /** Whether the first bytes fit the type (text types: valid UTF-8 without NUL). */
  readonly sniff: (head: Uint8Array) => boolean;
}

const ascii = (head: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
const bytes = (head: Uint8Array, at: number, values: number[]) => values.every((v, i) => head[at + i] === v);

/** Text types: UTF-8 without NUL bytes in the part we look at (a cut at the end of `head` is allowed). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

const isSvg = (head: Uint8Array) => isText(head) && /<svg[\s>]/i.test(new TextDecoder().decode(head));

export const MEDIA_TYPES = {
  png: {
    mime: 'image/png',
    extensions: ['png'],
    label: 'PNG',
    image: true,
    sniff: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: {
    mime: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    aliases: ['image/jpg', 'image/pjpeg'],
    label: 'JPEG',
    image: true,
    sniff: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]),
  },
  gif: {
    mime: 'image/gif',
    extensions: ['gif'],
    label: 'GIF',
    image: true,
    sniff: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  },
  webp: {
    mime: 'image/webp',
    extensions: ['webp'],
    label: 'WebP',
    image: true,
    sniff: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  },
  bmp: {
    mime: 'image/bmp',
    extensions: ['bmp'],
    aliases: ['image/x-bmp', 'image/x-ms-bmp'],
    label: 'BMP',
    image: true,
    sniff: (h) => ascii(h, 0, 'BM'),
  },
  svg: { mime: 'image/svg+xml', extensions: ['svg'], label: 'SVG', image: true, sniff: isSvg },
  mp3: {
    mime: 'audio/mpeg',
    extensions: ['mp3'],
    aliases: ['audio/mp3', 'audio/x-mp3'],
    label: 'MP3',
    image: false,
    sniff: (h) => ascii(h, 0, 'ID3') || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
  },
  wav: {
    mime: 'audio/wav',
    extensions: ['wav'],
    aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
    label: 'WAV',
    image: false,
    sniff: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WAVE'),
  },
  mp4: { mime: 'video/mp4', extensions: ['mp4'], label: 'MP4', image: false, sniff: (h) => ascii(h, 4, 'ftyp') },
  webm: {
    mime: 'video/webm',
    extensions: ['webm'],
    aliases: ['audio/webm'],
    label: 'WebM',
    image: false,
    sniff: (h) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  },
  mov: {
    mime: 'video/quicktime',
    extensions: ['mov'],
    label: 'MOV',
    image: false,
    sniff: (h) => ['ftyp', 'moov', 'mdat', 'wide', 'free'].some((box) => ascii(h, 4, box)),
  },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', image: false, sniff: (h) => ascii(h, 0, '%PDF-') },
  txt: { mime: 'text/plain', extensions: ['txt'], label: 'text', image: false, sniff: isText },
  csv: {
    mime: 'text/csv',
    extensions: ['csv'],
    aliases: ['application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
    label: 'CSV',
    image: false,
    sniff: isText,
  },
  md: {
    mime: 'text/markdown',
    extensions: ['md', 'markdown'],
    aliases: ['text/x-markdown'],
    label: 'Markdown',
    image: false,
    sniff: isText,
  },
} as const satisfies Record<string, MediaType>;

export type MediaTypeId = keyof typeof MEDIA_TYPES;

/** How many leading bytes `sniff` looks at. */
export const SNIFF_BYTES = 512;

/** MIME types that say nothing about the file: the extension decides alone. */
const UNSPECIFIC = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const BY_EXTENSION = new Map<string, MediaTypeId>(
  (Object.entries(MEDIA_TYPES) as [MediaTypeId, MediaType][]).flatMap(([id, type]) =>
    type.extensions.map((ext) => [ext, id] as const),
  ),
);

/** The type of a file from its name and declared MIME type; undefined when unknown or when the two disagree. */
export function mediaTypeOf(filename: string, declaredMime: string): MediaTypeId | undefined {
  const dot = filename.lastIndexOf('.');
  const id = dot === -1 ? undefined : BY_EXTENSION.get(filename.slice(dot + 1).toLowerCase());
  if (!id) return undefined;
  const mime = declaredMime.split(';')[0]!.trim().toLowerCase();
  if (UNSPECIFIC.has(mime)) return id;
  const type: MediaType = MEDIA_TYPES[id];
  return mime === type.mime || type.aliases?.includes(mime) ? id : undefined;
}

/** A list of types as people say it: "PNG, JPEG or GIF". */
export function describeTypes(ids: readonly MediaTypeId[]): string {
  const labels = ids.map((id) => MEDIA_TYPES[id].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The `accept` attribute of a file input for these types. */
export const acceptAttribute = (ids: readonly MediaTypeId[]): string =>
  ids.flatMap((id) => [MEDIA_TYPES[id].mime, ...MEDIA_TYPES[id].extensions.map((e) => `.${e}`)]).join(',');
