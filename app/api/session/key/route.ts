/** POST: reveal a rotated API key once, within minutes of the rotation. (See lib/server/session-api.ts.) */
import { revealRotatedKey } from '@/lib/server/session-api';

export const POST = revealRotatedKey;
