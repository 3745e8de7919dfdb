/**
 * GET: this tab's live notifications (see lib/server/notifications/stream-api.ts).
 * The app's one Pages Router route, on purpose: it is handed Node's response and
 * writes events straight to the socket, which an App Router handler cannot.
 */
import { serveNotificationStream } from '@/lib/server/notifications/stream-api';

// The stream never ends on its own, and there is no body to parse.
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default serveNotificationStream;
