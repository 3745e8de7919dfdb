/**
 * Bench-only: an HTTP/2 front over TLS for a local server, as a deployment serves the dashboard (a TLS proxy that
 * speaks HTTP/2 to browsers and HTTP/1.1 to the server). Through it a browser fetches a page's scripts over the
 * document's own connection instead of opening new ones. `npm run bench:pages` loads every page through one
 * unless BENCH_HTTP1=1 (docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';

/** Headers that belong to one connection (and the host, set again for the hop), never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

const passed = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A certificate for localhost, made once with openssl and kept in `dir`; the bench's Chrome is told to accept it. */
export function localCertificate(dir) {
  const [key, cert] = [`${dir}/key.pem`, `${dir}/cert.pem`];
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        ...['-x509', '-nodes', '-days', '365', '-subj', '/CN=localhost'],
        ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('openssl could not make a certificate for the HTTP/2 front');
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves https://localhost:`port` over HTTP/2, passing every request on to http://127.0.0.1:`target`. */
export function startHttp2Front({ port, target, certificate }) {
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: { ...passed(request.headers), host: request.headers[':authority'] ?? request.headers.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // The bench exits when its measures are done; an open front must not keep it alive.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
