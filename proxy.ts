/**
 * Next's proxy (formerly middleware), in front of every page: a fresh nonce per
 * request and the page Content-Security-Policy that allows it (lib/server/csp.ts),
 * and a refusal in words for an address holding a control character.
 * Next reads the policy from the request and puts the nonce on its own scripts.
 * API answers and static files get their policy from next.config.mjs instead.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { pagePolicy } from '@/lib/server/csp';
import { hasControlCharacter, invalidAddressPage } from '@/lib/server/page-address';

export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = pagePolicy({ nonce, development: process.env.NODE_ENV === 'development' });
  // An address holding a control character is refused before any page reads it.
  if (hasControlCharacter(request.nextUrl.pathname)) {
    return new NextResponse(invalidAddressPage(nonce), {
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
    });
  }
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Everything but API routes and build assets, which next.config.mjs covers (the two sets must not overlap).
  matcher: ['/((?!api/|_next/static/|_next/image).*)'],
};
