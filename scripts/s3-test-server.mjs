// An S3-protocol server for the storage tests and the storage benchmark (decision 0119): s3rver,
// an npm package (a dev dependency, never part of the product), on 127.0.0.1, with the bucket
// `portal-test` made and its files in a temporary folder that goes when it stops. It prints one
// JSON line, {"endpoint":"http://127.0.0.1:PORT"}, once it answers, and runs until SIGTERM,
// SIGINT or the end of its standard input (its parent went away).
//
//   node scripts/s3-test-server.mjs [--port 3870]      (default: a free port)
//
// Keys: S3RVER / S3RVER (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY for the portal).
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const BUCKET = 'portal-test';

/**
 * s3rver writes the continuation token of a listing past 1,000 keys with DES, which OpenSSL 3
 * keeps in its legacy provider: without it such a listing answers 500 (found with an upload of
 * more than 1,000 chunks on a bucket, decision 0128; S3 and MinIO list as they should).
 */
function desAvailable() {
  try {
    createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

if (desAvailable()) await serve();
else {
  // Started again with the legacy provider, with the same standard streams and signals.
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', ...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

async function serve() {
  const portAt = process.argv.indexOf('--port');
  const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 0;
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  console.log(JSON.stringify({ endpoint: `http://127.0.0.1:${address.port}`, bucket: BUCKET }));

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
    process.exit(0);
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
}
