import { proxy } from '@/lib/server/proxy';

const handle = (request: Request) => proxy(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
