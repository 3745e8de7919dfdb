/**
 * Read a request body, stopping as soon as it passes `limit` bytes, so an
 * oversized body is refused without being held in memory. Shared by the proxy
 * and the sandbox, which both enforce the contract's body limits.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
