import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The keys s3rver accepts out of the box; any S3 client signs with them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/s3-test-server.mjs');

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for the test bucket under `prefix`. */
  storageUrl(prefix: string): string;
  close(): Promise<void>;
};

/**
 * The S3-protocol server of the storage tests (scripts/s3-test-server.mjs, s3rver) in a process
 * of its own on a free port, as a real one would be: its work and memory are not the test's.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) =>
      reject(new Error(`the S3 test server stopped (${code}) before it answered`)),
    );
  });
  const { endpoint, bucket } = JSON.parse(line) as { endpoint: string; bucket: string };
  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
