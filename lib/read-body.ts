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

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
  }
}

/**
 * Pass a body on as a stream, counting as it goes: past `limit` bytes the
 * stream errors with BodyTooLarge instead of growing, so a large upload is
 * forwarded without ever being held whole, and an oversize one is cut at the
 * cap (a fetch sending it fails with BodyTooLarge as its cause).
 */
export function cappedStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}
