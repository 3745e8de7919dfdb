/**
 * Which files of a job or an entry are tried as images. An upload's URL says nothing of its type: one that looks like
 * an image, or is one of the marketplace's uploads, is tried as one (and falls back to a file icon if it is not).
 * Decided where the list is rendered (on the server for the jobs pages), so the browser's list needs no media terms.
 */
import { parseUploadUrl } from '@/lib/marketplace/media/terms';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)(\?|$)/i;

export interface AttachedFile {
  url: string;
  image: boolean;
}

export const attachedFiles = (urls: readonly string[]): AttachedFile[] =>
  urls.map((url) => ({ url, image: IMAGE.test(url) || parseUploadUrl(url) !== undefined }));
