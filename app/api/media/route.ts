/** The marketplace's pictures, from this dashboard's own origin (lib/server/media-proxy.ts). */
import { mediaAnswer, mediaHead } from '@/lib/server/media-proxy';

export { mediaAnswer as GET, mediaHead as HEAD };
