/**
 * The inbox's wire entry, as a browser would call it: no schemas, the proxy checks what goes and comes back. The
 * inbox page reads on the server with the full entry (contract.ts); the live feed is feed.ts, apart.
 */
import type { notificationRoutes } from './contract';
import { wireRoutes } from '../route';
import { notificationWire } from './terms';

export const notificationCalls = wireRoutes<typeof notificationRoutes>(notificationWire);
