import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as an operator starts it: a production start on a DATA_DIR that does not exist
 * yet, with nothing but the required settings. It must come up, on this machine only, without
 * the demo accounts or the development mailbox.
 */

let parent: string;
let server: ChildProcess;
let baseUrl: string;
let listenedOn: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
  const { DATABASE_URL: _server, HOST: _host, ...environment } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...environment,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: path.join(parent, 'nieuw', 'data'),
      JWT_SECRET: 'productie-geheim-dat-lang-genoeg-is-voor-hs256',
      SERVE_WEB: 'false',
      ANALYSIS_MEMORY_MB: '1536',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/listening at (http:\/\/[^"\s]+)/);
      if (listening) resolve(listening[1]!);
    };
    server.stdout!.on('data', look);
    server.stderr!.on('data', look);
    server.on('exit', (code) => reject(new Error(`server stopped (${code}):\n${output}`)));
  });
  listenedOn = new URL(address).hostname;
  baseUrl = address;
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(parent, { recursive: true, force: true });
});

describe('a production start', () => {
  it('creates a fresh DATA_DIR and answers', async () => {
    const health = await fetch(`${baseUrl}/api/v3/health`);
    expect(health.status).toBe(200);
  });

  it('listens on this machine only unless HOST is set', () => {
    expect(listenedOn).toBe('127.0.0.1');
  });

  it('has no development mailbox and no demo accounts', async () => {
    expect((await fetch(`${baseUrl}/dev/mail`)).status).toBe(404);
    const login = await fetch(`${baseUrl}/api/v3/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'medewerker@drukwerkdirect.example', password: 'Medewerker-2026' }),
    });
    expect(login.status).toBe(401);
  });
});
