import type { Database } from '@/lib/db/open';
import type * as schema from './schema';

export type SandboxDb = Database<typeof schema>;
