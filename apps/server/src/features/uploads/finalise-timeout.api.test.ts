import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chunkCountOf } from '@portal/shared/rules/upload-chunks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { testStorage } from '../../../test/test-storage';
import {
  type Browser,
  finaliseRequest,
  headersOf,
  logIn,
  newUpload,
  openSession,
  sendChunk,
} from '../../../test/upload-client';
import type { FileStorage } from '../../platform/storage/file-storage';

// The finalise joins and stores the whole file before it answers; on a bucket that takes a while
// for a large upload (decision 0128). The connection's idle timeout is for silent clients, not for
// the server's own work: a finalise that outlasts it is still answered.
const IDLE_MS = 300;
/** Longer than the idle timeout: each stored file's write waits this long. */
const SLOW_WRITE_MS = 900;

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let port: number;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'finalise-timeout-'));
  database = await createTestDatabase();
  const storage = testStorage(dataDir);
  // A storage as slow as a far bucket when it stores the joined file.
  const slow: FileStorage = {
    ...storage,
    put: async (key, source) => {
      if (key.startsWith('files/')) await sleep(SLOW_WRITE_MS);
      return storage.put(key, source);
    },
  };
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, IDLE_TIMEOUT_MS: String(IDLE_MS) },
    deps: { storage: slow, runJobs: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  const user = await aUser(database.db);
  browser = await logIn(app, user.email, user.password);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a finalise that takes longer than the idle timeout', () => {
  it('is answered on its connection', async () => {
    const sessionId = await openSession(app, browser);
    const item = newUpload(sessionId, 'notities.txt', new TextEncoder().encode('Eén regel tekst.\n'));
    for (let number = 1; number <= chunkCountOf(item.bytes.length); number += 1)
      expect((await sendChunk(app, browser, item, number)).statusCode).toBe(200);
    const started = performance.now();
    const finalise = finaliseRequest(item, { analyse: false });
    const response = await fetch(`http://127.0.0.1:${port}${finalise.url}`, {
      method: 'POST',
      headers: { ...headersOf(browser), 'content-type': 'application/json' },
      body: JSON.stringify(finalise.body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    // It really outlasted the idle timeout (the slow write alone does).
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS);
    const answer = (await response.json()) as { files: { fileName: string }[] };
    expect(answer.files[0]?.fileName).toBe('notities.txt');
  });
});
