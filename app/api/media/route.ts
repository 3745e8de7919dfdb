/** The marketplace's pictures, from this dashboard's own origin (lib/server/media-proxy.ts). */
import { mediaAnswer } from '@/lib/server/media-proxy';

export const GET = mediaAnswer;
