/**
 * The media area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';
import type { MediaTypeId } from './types';

export const MEDIA_PURPOSES = ['portfolio', 'pfp'] as const;

export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const MiB = 1024 * 1024;

export const MEDIA_LIMITS = {
  filenameMax: 255,
  /** The largest file plus room for the form's own framing. */
  bodyLimit: 10 * MiB + 16 * 1024,
  /** Media ids as profile fields take them (spec 4.5). */
  idPattern: /^[A-Za-z0-9_-]{1,128}$/,
} as const;

export const MEDIA_CODES = {
  input: 'MEDIA_INPUT_INVALID',
  type: 'MEDIA_TYPE_UNSUPPORTED',
  tooLarge: 'MEDIA_TOO_LARGE',
} as const;

// ---- trusted URLs ---------------------------------------------------------------

/**
 * The shape of a trusted upload URL: `…/media/uploads/{id}?t={token}`, copied
 * whole. Whether it is really the caller's ready upload only the marketplace
 * knows; the form only ever holds URLs the upload answered.
 */
const UPLOAD_URL =
  /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?\/media\/uploads\/([A-Za-z0-9_-]{1,128})\?t=([A-Za-z0-9_-]{16,128})$/;

export function parseUploadUrl(url: string): { id: string; token: string } | undefined {
  const match = UPLOAD_URL.exec(url);
  return match ? { id: match[1]!, token: match[2]! } : undefined;
}

/** The trusted URL of an upload (what the sandbox answers and serves). */
export const uploadUrlOf = (publicUrl: string, media: { id: string; accessToken: string }): string =>
  `${publicUrl}/media/uploads/${media.id}?t=${media.accessToken}`;

/** What a file is uploaded for in the pages: each is one purpose with its own types. */
export const MEDIA_KINDS = {
  /** A listing's thumbnail: an image (spec 2.2). */
  thumbnail: { purpose: 'portfolio', types: ['png', 'jpeg', 'gif', 'webp', 'bmp', 'svg'] },
  /** A listing's attachment (spec 2.2). */
  attachment: {
    purpose: 'portfolio',
    types: ['mp3', 'wav', 'mp4', 'webm', 'mov', 'png', 'jpeg', 'pdf', 'txt', 'csv', 'md'],
  },
  /** A portfolio item: anything a listing may show. */
  portfolio: {
    purpose: 'portfolio',
    types: ['png', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'mp3', 'wav', 'mp4', 'webm', 'mov', 'pdf', 'txt', 'csv', 'md'],
  },
  /** The profile picture. */
  pfp: { purpose: 'pfp', types: ['png', 'jpeg', 'gif', 'webp'] },
} as const satisfies Record<string, { purpose: MediaPurpose; types: readonly MediaTypeId[] }>;
export type MediaKind = keyof typeof MEDIA_KINDS;

/** The route as pages call it; contract.ts adds the rest of the entry. */
export const mediaWire = {
  upload: { id: 'media.upload', method: 'POST', path: '/media/upload' },
} as const satisfies Record<string, WireEntry>;

/** Sandbox assumption: what each purpose accepts, and how large. */
export const PURPOSE_RULES: Record<MediaPurpose, { types: readonly MediaTypeId[]; maxBytes: number; label: string }> = {
  portfolio: { types: MEDIA_KINDS.portfolio.types, maxBytes: 10 * MiB, label: 'listing and portfolio files' },
  pfp: { types: MEDIA_KINDS.pfp.types, maxBytes: 2 * MiB, label: 'profile pictures' },
};
