/**
 * Uploading media from the pages: the file is checked (type, size, first
 * bytes) before anything leaves, then sent through this app's proxy, which
 * streams it on to the marketplace. XMLHttpRequest rather than fetch, because
 * only it reports upload progress. The one module the live upload route would
 * replace (with `contract.ts`).
 */
import { PROXY_PREFIX, worded } from '../call';
import { MarketplaceError, errorFromResponse } from '../errors';
import { inputCodeOf, pathOf } from '../route';
import { safeParse } from '../schema';
import { mediaFileSchema, mediaRoutes, uploadResponseSchema, type UploadedMedia } from './contract';
import { MEDIA_KINDS, type MediaKind } from './terms';
import { MEDIA_CODES } from './terms';
import { MEDIA_TYPES, SNIFF_BYTES, describeTypes, mediaTypeOf } from './types';

interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A file refused before upload: the plain sentence to show, and the code the marketplace would have used. */
export interface FileProblem {
  code: string;
  message: string;
}

/** Name, size and type against what `kind` accepts; undefined when the file may be uploaded. */
function checkFile(file: File, kind: MediaKind): FileProblem | undefined {
  const { purpose, types } = MEDIA_KINDS[kind];
  const checked = safeParse(mediaFileSchema(purpose, types), file);
  if (checked.success) return undefined;
  return {
    code: inputCodeOf(mediaRoutes.upload.codes, checked.error),
    message: checked.error.issues[0]?.message ?? 'This file cannot be uploaded.',
  };
}

/** `checkFile`, then whether the file's first bytes are what its name says (a renamed file is refused here, not after the upload). */
export async function checkFileContent(file: File, kind: MediaKind): Promise<FileProblem | undefined> {
  const problem = checkFile(file, kind);
  if (problem) return problem;
  const type = mediaTypeOf(file.name, file.type)!;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (MEDIA_TYPES[type].sniff(head)) return undefined;
  return {
    code: MEDIA_CODES.type,
    message: `This file is not a real ${MEDIA_TYPES[type].label} file. Use ${describeTypes(MEDIA_KINDS[kind].types)}.`,
  };
}

/** The upload's answer: the id (for profile fields) and the trusted URL (for listings). */
export type Uploaded = UploadedMedia & { kind: MediaKind };

/** Check, then upload a file for `kind`; resolves with the stored media or throws MarketplaceError. */
export function uploadMedia(file: File, kind: MediaKind, options: UploadOptions = {}): Promise<Uploaded> {
  return worded(() => checkedUpload(file, kind, options));
}

async function checkedUpload(file: File, kind: MediaKind, options: UploadOptions): Promise<Uploaded> {
  const problem = await checkFileContent(file, kind);
  if (problem) throw new MarketplaceError({ status: 0, code: problem.code, detail: problem.message });
  const form = new FormData();
  form.append('purpose', MEDIA_KINDS[kind].purpose);
  form.append('file', file, file.name);
  const { status, text, retryAfter } = await send(form, file.size, options);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (status < 200 || status >= 300) throw errorFromResponse(status, json, retryAfter);
  const parsed = safeParse(uploadResponseSchema, json);
  if (!parsed.success) throw new MarketplaceError({ status, code: 'RESPONSE_INVALID', body: json });
  return { ...parsed.data.media, kind };
}

function send(
  form: FormData,
  size: number,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; text: string; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PROXY_PREFIX}${pathOf(mediaRoutes.upload)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    xhr.onload = () =>
      resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('retry-after') });
    xhr.onerror = () => reject(new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' }));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
