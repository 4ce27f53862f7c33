// The portal as customers reach it in production: behind a TLS-terminating reverse proxy (README,
// "Running in production"), which speaks HTTP/2 to the browser. On plain HTTP/1.1 a browser opens
// at most six connections to the portal, so a page's thirty-odd script files queue behind each
// other; over HTTP/2 they share one connection. `--tls` in benchmark.mjs measures the same portal
// both ways in the same run (issue 29, decision 0137).
//
// A small proxy with Node's own http2 module and a certificate made for the run (openssl): it
// forwards each request to the portal over HTTP/1.1 as nginx or Caddy would, and passes the
// answer back unchanged apart from the headers HTTP/2 forbids. It runs as a process of its own
// (`node tls-proxy.mjs <upstream> <port> <dir>`): the benchmark waits for Lighthouse
// synchronously, and a proxy in its event loop would answer nothing meanwhile.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';

/** Connection-specific headers: HTTP/2 refuses them (RFC 9113 section 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** A self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
function certificate(dir) {
  const key = path.join(dir, 'tls-key.pem');
  const cert = path.join(dir, 'tls-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Starts the proxy in a child process and resolves once it answers, with its address and a stop.
 */
export async function startTlsProxy(upstream, port, dir) {
  const child = spawn(process.execPath, [import.meta.filename, upstream, String(port), dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `https://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const up = await new Promise((resolve) => {
      const client = http2.connect(url, { rejectUnauthorized: false });
      client.on('connect', () => {
        client.close();
        resolve(true);
      });
      client.on('error', () => resolve(false));
    });
    if (up) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the TLS proxy did not start on ${port}`);
}

/**
 * Listens on `port` with HTTPS (HTTP/2, and HTTP/1.1 for clients without it) and forwards to the
 * portal at `upstream` (http://127.0.0.1:port).
 */
async function serveTlsProxy(upstream, port, dir) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate(dir), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
    );
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) response.setHeader(name, value);
        response.writeHead(answer.statusCode ?? 502);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

if (process.argv[1] === import.meta.filename) {
  const [upstream, port, dir] = process.argv.slice(2);
  await serveTlsProxy(upstream, Number(port), dir);
}
