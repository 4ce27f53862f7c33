import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createdShareSchema,
  SHARE_PASSWORD_TRIES,
  sharedInfoSchema,
  sharesResponseSchema,
} from '@portal/shared/schemas/shares';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { type ReceivedMail, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { testStorage } from '../../../test/test-storage';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from '../../../test/upload-client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { textPdf } from '../filestore/demo-pdf';
import { storedFileKey } from '../uploads/stored-files';
import { purgeSharesJob } from './shares.jobs';
import { shareFileKey } from './shares.service';
import { fileShareDownloads, fileShareFiles, fileShares } from './shares.tables';

/**
 * Sharing files (issue 31 point 6, decision 0123) over HTTP: staff share files of their upload
 * list with an address, the recipient is mailed the link and downloads without an account (each
 * download recorded), the staff member revokes it; an expired, revoked or guessed link, a wrong
 * password (five an hour) and a caller who is no staff are refused with their codes, changing
 * nothing; the token is never stored or logged.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let storage: FileStorage;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const logLines: string[] = [];
const clock = mutableClock(new Date('2026-11-28T09:00:00Z'));
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shares-api-'));
  smtp = await startSmtpSink();
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://portaal.example',
    },
    deps: { clock, logStream: { write: (line: string) => void logLines.push(line) } },
  });
  storage = testStorage(dataDir);
});
afterAll(async () => {
  await app.close();
  await storage.close();
  await smtp.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function call(browser: Browser, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return app.inject({
    method,
    url,
    headers: { ...headersOf(browser), ...headers },
    ...(payload ? { payload } : {}),
  });
}

function expectFailure(response: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(code);
  expect(response.json().message).toMatch(/\S/);
}

/** A logged-in staff member (a staff domain's address) with an upload session holding these files. */
async function aStaffMemberWithFiles(names: string[], options: { staff?: boolean; name?: string } = {}) {
  const user = await aUser(database.db, {
    staff: options.staff ?? true,
    name: options.name ?? 'Sanne Medewerker',
  });
  const browser = await logIn(app, user.email, user.password);
  const sessionId = await openSession(app, browser);
  const files: { id: string; name: string; bytes: Buffer }[] = [];
  for (const name of names) {
    const bytes = textPdf(name, [`Inhoud van ${name}`]);
    const response = await upload(app, browser, sessionId, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    const id: string = response.json().files[0].uuid;
    expect((await analysed(app, browser, sessionId, id)).status).toBe('READY');
    files.push({ id, name, bytes });
  }
  return { user, browser, sessionId, files };
}

type Staff = Awaited<ReturnType<typeof aStaffMemberWithFiles>>;

async function share(staff: Staff, body: Record<string, unknown> = {}) {
  const response = await call(staff.browser, 'POST', '/api/v3/shares', {
    sessionId: staff.sessionId,
    fileIds: staff.files.map((file) => file.id),
    recipientEmail: 'ontvanger@elders.example',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = createdShareSchema.parse(response.json());
  return { ...created, token: created.link.split('/').pop()! };
}

const recipient: Browser = {};
const infoOf = (token: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/v3/shared/${token}`, ...(cookie ? { headers: { cookie } } : {}) });
const downloadOf = (token: string, fileId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v3/shared/${token}/files/${fileId}`, headers });
const unlock = (token: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/v3/shared/${token}/unlock`, payload: { password } });

async function counts() {
  const count = async (table: typeof fileShares | typeof fileShareFiles | typeof fileShareDownloads) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    shares: await count(fileShares),
    files: await count(fileShareFiles),
    downloads: await count(fileShareDownloads),
  };
}

const mailTo = (address: string, mails: ReceivedMail[]) => mails.filter((mail) => mail.to.includes(address));
/** The mail's plain text, quoted-printable undone. */
const textOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('sharing files', () => {
  it('mails the recipient the link; they read the files and download them without an account, each download recorded', async () => {
    const staff = await aStaffMemberWithFiles(['offerte.pdf', 'tekening.pdf']);
    const before = smtp.received.length;
    const created = await share(staff, {
      recipientEmail: 'Klant@Elders.example',
      message: 'Hierbij de stukken.',
    });
    expect(created.link).toMatch(/^https:\/\/portaal\.example\/gedeeld\/[A-Za-z0-9_-]{43}$/);
    expect(created.share).toMatchObject({
      recipientEmail: 'klant@elders.example',
      message: 'Hierbij de stukken.',
      status: 'active',
      hasPassword: false,
      revokedAt: null,
      downloads: [],
      createdAt: '2026-11-28T09:00:00.000Z',
      // Seven days unless chosen otherwise.
      expiresAt: '2026-12-05T09:00:00.000Z',
    });
    expect(created.share.files.map((file) => file.name)).toEqual(['offerte.pdf', 'tekening.pdf']);

    // The mail, in Dutch, with the link; the token is stored only as its SHA-256.
    const mails = mailTo('klant@elders.example', await smtp.waitFor(before + 1));
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]!);
    expect(text).toContain('Sanne Medewerker');
    expect(text).toContain('deelt 2 bestanden met u');
    expect(text).toContain('offerte.pdf');
    expect(text).toContain('Hierbij de stukken.');
    expect(text).toContain('geldig tot 05-12-2026 om 10:00');
    expect(text).toContain(created.link);
    const [row] = await database.db.select().from(fileShares);
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    // The files stay in the staff member's list.
    const list = await call(staff.browser, 'GET', `/api/v3/uploads/${staff.sessionId}/files`);
    expect(list.json().files ?? list.json()).toHaveLength(2);

    const info = sharedInfoSchema.parse((await infoOf(created.token)).json());
    expect(info).toMatchObject({ sharedBy: 'Sanne Medewerker', message: 'Hierbij de stukken.' });
    expect(info.files).toEqual(created.share.files);

    // The share has copies of its own: the upload's bytes going does not touch it.
    await storage.remove(storedFileKey(staff.files[0]!.id));
    const whole = await downloadOf(created.token, info.files[0]!.id, { 'user-agent': 'Testbrowser/1.0' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(staff.files[0]!.bytes)).toBe(true);
    expect(whole.headers['content-disposition']).toContain('offerte.pdf');
    expect(whole.headers['cache-control']).toBe('private, no-store');

    // A resumed download: its later range is the download already recorded.
    clock.advance(60_000);
    const first = await downloadOf(created.token, info.files[1]!.id, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(staff.files[1]!.bytes.subarray(0, 10))).toBe(true);
    const rest = await downloadOf(created.token, info.files[1]!.id, { range: 'bytes=10-' });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(staff.files[1]!.bytes)).toBe(true);

    const shares = sharesResponseSchema.parse(
      (await call(staff.browser, 'GET', '/api/v3/shares')).json(),
    ).shares;
    expect(shares).toHaveLength(1);
    expect(shares[0]!.downloads).toEqual([
      {
        fileId: info.files[1]!.id,
        fileName: 'tekening.pdf',
        at: '2026-11-28T09:01:00.000Z',
        userAgent: 'lightMyRequest',
      },
      {
        fileId: info.files[0]!.id,
        fileName: 'offerte.pdf',
        at: '2026-11-28T09:00:00.000Z',
        userAgent: 'Testbrowser/1.0',
      },
    ]);
    // The address is kept only as a keyed hash.
    const [download] = await database.db.select().from(fileShareDownloads).limit(1);
    expect(download!.ipHash).toMatch(/^[0-9a-f]{64}$/);

    // Another staff member neither lists nor revokes it.
    const colleague = await aStaffMemberWithFiles([]);
    expect(
      sharesResponseSchema.parse((await call(colleague.browser, 'GET', '/api/v3/shares')).json()).shares,
    ).toEqual([]);
    expectFailure(
      await call(colleague.browser, 'POST', `/api/v3/shares/${shares[0]!.id}/revoke`),
      404,
      'SHARE_NOT_FOUND',
    );
    expect((await infoOf(created.token)).statusCode).toBe(200);
  });

  it('is for staff only: a customer gets FORBIDDEN, a visitor UNAUTHORIZED, and nothing is made', async () => {
    const customer = await aStaffMemberWithFiles(['brief.pdf'], { staff: false });
    const before = await counts();
    const body = {
      sessionId: customer.sessionId,
      fileIds: [customer.files[0]!.id],
      recipientEmail: 'a@b.example',
    };
    expectFailure(await call(customer.browser, 'POST', '/api/v3/shares', body), 403, 'FORBIDDEN');
    expectFailure(await call(customer.browser, 'GET', '/api/v3/shares'), 403, 'FORBIDDEN');
    expectFailure(await call(recipient, 'POST', '/api/v3/shares', body), 401, 'UNAUTHORIZED');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with SHARE_INVALID, files not in the caller’s list with their codes, and stores nothing', async () => {
    const staff = await aStaffMemberWithFiles(['a.pdf']);
    const other = await aStaffMemberWithFiles(['b.pdf']);
    const before = await counts();
    const mailsBefore = smtp.received.length;
    const base = { sessionId: staff.sessionId, fileIds: [staff.files[0]!.id], recipientEmail: 'x@y.example' };
    for (const wrong of [
      { expiresInDays: 0 },
      { expiresInDays: 31 },
      { expiresInDays: 2.5 },
      { recipientEmail: 'geen-adres' },
      { password: 'kort' },
      { fileIds: [] },
    ])
      expectFailure(
        await call(staff.browser, 'POST', '/api/v3/shares', { ...base, ...wrong }),
        422,
        'SHARE_INVALID',
      );
    // Another's file, and another's session: never shared from here.
    expectFailure(
      await call(staff.browser, 'POST', '/api/v3/shares', { ...base, fileIds: [other.files[0]!.id] }),
      404,
      'FILE_NOT_FOUND',
    );
    expectFailure(
      await call(staff.browser, 'POST', '/api/v3/shares', { ...base, sessionId: other.sessionId }),
      404,
      'UPLOAD_SESSION_NOT_FOUND',
    );
    expect(await counts()).toEqual(before);
    // Thirty days is the longest.
    const longest = await share(staff, { expiresInDays: 30 });
    expect(longest.share.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(smtp.received.length).toBeGreaterThanOrEqual(mailsBefore);
  });
});

describe('a link that does not work', () => {
  it('answers the same SHARE_LINK_INVALID when it expired, was revoked, was guessed or is no token at all', async () => {
    const staff = await aStaffMemberWithFiles(['plan.pdf']);
    const expiring = await share(staff, { expiresInDays: 1 });
    const revoked = await share(staff);
    const fileOf = (created: typeof expiring) => created.share.files[0]!.id;

    const revokedAnswer = await call(staff.browser, 'POST', `/api/v3/shares/${revoked.share.id}/revoke`);
    expect(revokedAnswer.statusCode).toBe(200);
    expect(revokedAnswer.json()).toMatchObject({ status: 'revoked', revokedAt: clock.now().toISOString() });
    // Again: unchanged.
    clock.advance(1000);
    expect(
      (await call(staff.browser, 'POST', `/api/v3/shares/${revoked.share.id}/revoke`)).json().revokedAt,
    ).toBe(revokedAnswer.json().revokedAt);

    const live = await share(staff);
    expect((await infoOf(expiring.token)).statusCode).toBe(200);
    clock.advance(DAY);
    const guessed = randomBytes(32).toString('base64url');
    const answers = [
      await infoOf(expiring.token),
      await downloadOf(expiring.token, fileOf(expiring)),
      await infoOf(revoked.token),
      await downloadOf(revoked.token, fileOf(revoked)),
      await infoOf(guessed),
      await downloadOf(guessed, fileOf(revoked)),
      await infoOf('niet-een-token'),
      await unlock(revoked.token, 'wat dan ook'),
      // A live link with a file of another share.
      await downloadOf(live.token, fileOf(revoked)),
    ];
    for (const answer of answers) {
      expectFailure(answer, 404, 'SHARE_LINK_INVALID');
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(
      await database.db
        .select()
        .from(fileShareDownloads)
        .where(
          sql`${fileShareDownloads.shareId} in (${sql.join([sql`${expiring.share.id}`, sql`${revoked.share.id}`], sql`, `)})`,
        ),
    ).toEqual([]);

    // The staff member sees why (logged in again: a day has passed).
    const again = await logIn(app, staff.user.email, staff.user.password);
    const listed = sharesResponseSchema.parse((await call(again, 'GET', '/api/v3/shares')).json()).shares;
    expect(Object.fromEntries(listed.map((item) => [item.id, item.status]))).toMatchObject({
      [expiring.share.id]: 'expired',
      [revoked.share.id]: 'revoked',
      [live.share.id]: 'active',
    });
  });
});

describe('a link with a password', () => {
  it('opens only with the password; five wrong ones in an hour lock it until the hour has passed', async () => {
    const staff = await aStaffMemberWithFiles(['geheim.pdf']);
    const created = await share(staff, { password: 'Zomer-2026!' });
    const other = await share(staff, { password: 'Winter-2026!' });
    expect(created.share.hasPassword).toBe(true);
    const [row] = await database.db
      .select()
      .from(fileShares)
      .where(sql`${fileShares.id} = ${created.share.id}`);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const fileId = created.share.files[0]!.id;

    expectFailure(await infoOf(created.token), 403, 'SHARE_PASSWORD_REQUIRED');
    expectFailure(await downloadOf(created.token, fileId), 403, 'SHARE_PASSWORD_REQUIRED');
    for (let attempt = 1; attempt <= SHARE_PASSWORD_TRIES; attempt += 1) {
      clock.advance(60_000);
      expectFailure(await unlock(created.token, `fout-${attempt}`), 403, 'SHARE_PASSWORD_WRONG');
    }
    // Locked: the right password does not open it either, until an hour after the first wrong one.
    expectFailure(await unlock(created.token, 'Zomer-2026!'), 429, 'SHARE_LOCKED');
    clock.advance(HOUR - 4 * 60_000 - 1);
    expectFailure(await unlock(created.token, 'Zomer-2026!'), 429, 'SHARE_LOCKED');
    clock.advance(1);
    const opened = await unlock(created.token, 'Zomer-2026!');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(sharedInfoSchema.parse(opened.json()).files.map((file) => file.name)).toEqual(['geheim.pdf']);
    const cookie = opened.cookies.find((item) => item.name === 'share_access')!;
    expect(cookie).toMatchObject({
      path: `/api/v3/shared/${created.token}`,
      httpOnly: true,
      sameSite: 'Strict',
    });
    const header = `share_access=${cookie.value}`;

    expect((await infoOf(created.token, header)).statusCode).toBe(200);
    const download = await downloadOf(created.token, fileId, { cookie: header });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(staff.files[0]!.bytes)).toBe(true);

    // The proof is for this share only, and for an hour.
    expectFailure(await infoOf(other.token, header), 403, 'SHARE_PASSWORD_REQUIRED');
    expectFailure(
      await infoOf(created.token, `share_access=${created.share.id}.99999999999999`),
      403,
      'SHARE_PASSWORD_REQUIRED',
    );
    clock.advance(HOUR);
    expectFailure(await infoOf(created.token, header), 403, 'SHARE_PASSWORD_REQUIRED');

    // The right password cleared the count: a wrong one now is the first of a new hour.
    expectFailure(await unlock(created.token, 'fout'), 403, 'SHARE_PASSWORD_WRONG');
    expect((await unlock(created.token, 'Zomer-2026!')).statusCode).toBe(200);
  });
});

describe('the files of a share', () => {
  it('are reached by their link only: not by the uploads’ or the file store’s routes', async () => {
    const staff = await aStaffMemberWithFiles(['alleen-via-link.pdf']);
    const created = await share(staff);
    const sharedId = created.share.files[0]!.id;
    for (const url of [
      `/api/v3/uploads/${staff.sessionId}/files/${sharedId}`,
      `/api/v3/filestore/files/${sharedId}/download`,
      `/api/v3/filestore/files/${sharedId}`,
    ])
      expect((await call(staff.browser, 'GET', url)).statusCode, url).toBe(404);
    expect((await downloadOf(created.token, sharedId)).statusCode).toBe(200);
  });
});

describe('parallel wrong passwords', () => {
  it('are counted one by one: never more than five tries reach the hash', async () => {
    const staff = await aStaffMemberWithFiles(['parallel.pdf']);
    const created = await share(staff, { password: 'Herfst-2026!' });
    const answers = await Promise.all(
      Array.from({ length: SHARE_PASSWORD_TRIES + 3 }, (_, index) => unlock(created.token, `fout-${index}`)),
    );
    const codes = answers.map((answer) => answer.json().error).sort();
    expect(codes.filter((code) => code === 'SHARE_PASSWORD_WRONG')).toHaveLength(SHARE_PASSWORD_TRIES);
    expect(codes.filter((code) => code === 'SHARE_LOCKED')).toHaveLength(3);
  });
});

describe('the logs', () => {
  it('never hold a link’s token: its path is logged redacted', async () => {
    const staff = await aStaffMemberWithFiles(['log.pdf']);
    const created = await share(staff);
    logLines.length = 0;
    await infoOf(created.token);
    await downloadOf(created.token, created.share.files[0]!.id);
    await app.inject({ method: 'GET', url: `/gedeeld/${created.token}` });
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/v3/shared/[verborgen]');
    expect(logged).toContain(`/api/v3/shared/[verborgen]/files/${created.share.files[0]!.id}`);
    expect(logged).toContain('/gedeeld/[verborgen]');
    expect(logged).not.toContain(created.token);
  });
});

describe('the daily purge', () => {
  it('removes shares 30 days past their end with their copies, and keeps the others', async () => {
    const staff = await aStaffMemberWithFiles(['oud.pdf']);
    const ended = await share(staff, { expiresInDays: 1 });
    const revoked = await share(staff, { expiresInDays: 30 });
    expect((await call(staff.browser, 'POST', `/api/v3/shares/${revoked.share.id}/revoke`)).statusCode).toBe(
      200,
    );
    const recent = await share(staff, { expiresInDays: 3 });
    // 31 days on: the first ended 30 days and a second ago, the revoked one 31 days ago, the last 28.
    clock.advance(31 * DAY + 1000);
    await app.jobs.enqueue(purgeSharesJob, {});
    await app.jobs.drain();
    const left = (await database.db.select({ id: fileShares.id }).from(fileShares)).map((row) => row.id);
    expect(left).not.toContain(ended.share.id);
    expect(left).not.toContain(revoked.share.id);
    expect(left).toContain(recent.share.id);
    expect(await storage.size(shareFileKey(ended.share.files[0]!.id))).toBeNull();
    expect(await storage.size(shareFileKey(revoked.share.files[0]!.id))).toBeNull();
    expect(await storage.size(shareFileKey(recent.share.files[0]!.id))).not.toBeNull();
  });
});
