/** GET: who is signed in. POST: sign in with a SIWX proof. DELETE: sign out. (See lib/server/session-api.ts.) */
import { readSessionSummary, signInWithProof, signOut } from '@/lib/server/session-api';

export const GET = readSessionSummary;
export const POST = signInWithProof;
export const DELETE = signOut;
