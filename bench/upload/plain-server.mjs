// The reference of the upload benchmark: the smallest server that writes one request body to a
// file, as a child process like the portal. POST /<name> streams the body to <dir>/<name> and
// answers 200 once the file is closed. Prints its port on stdout. Not a product part.
// Run by bench/upload/benchmark.mjs: node bench/upload/plain-server.mjs <directory>
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const directory = process.argv[2];
if (!directory) throw new Error('usage: plain-server.mjs <directory>');

const server = createServer(async (request, response) => {
  const name = path.basename(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  if (request.method !== 'POST' || !name) {
    response.writeHead(404).end();
    return;
  }
  try {
    await pipeline(request, createWriteStream(path.join(directory, name)));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
