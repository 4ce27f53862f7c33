// Serves the built viewer-alone page (benchmark.mjs --scalar-only) with the portal's OpenAPI
// document: node serve.mjs <built dir> <openapi.json file> <port>. A process of its own: the
// benchmark waits for Lighthouse synchronously and could not answer requests meanwhile. Gzipped,
// as the portal answers (@fastify/compress): the phone's simulated network counts the bytes sent.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, openApiFile, port] = process.argv.slice(2);
const root = path.resolve(dir);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};
const gzipped = new Map();
const gzipOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
  return gzipped.get(file);
};

createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://x').pathname;
  const file =
    pathname === '/openapi.json' ? openApiFile : path.join(root, pathname === '/' ? 'index.html' : pathname);
  if ((pathname !== '/openapi.json' && !file.startsWith(root)) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipOf(file));
    return;
  }
  response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
}).listen(Number(port), '127.0.0.1');
