import { proxy } from '@/lib/server/marketplace-proxy';
import { withReadableSession } from '@/lib/server/session';

const handle = (request: Request) => withReadableSession(request, () => proxy(request));

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
