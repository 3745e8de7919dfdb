import { MEDIA_KINDS, PURPOSE_RULES, type MediaKind } from '@/lib/marketplace/media/terms';
import { describeTypes } from '@/lib/marketplace/media/types';

const MiB = 1024 * 1024;

/** What a kind of upload accepts, in words: "PNG, JPEG or GIF, up to 2 MiB". */
export const acceptedFiles = (kind: MediaKind) =>
  `${describeTypes(MEDIA_KINDS[kind].types)}, up to ${PURPOSE_RULES[MEDIA_KINDS[kind].purpose].maxBytes / MiB} MiB`;
