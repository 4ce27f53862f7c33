import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mutableClock } from '../../../test/mutable-clock';
import { type ReceivedMail, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, createTestDatabase, jobsOf } from '../../../test/test-app';
import { LEASE_MS } from '../../platform/jobs/job-runner';
import { jobs } from '../../platform/jobs/jobs.tables';
import { createMailTransport, type MailTransport } from './mail.transport';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let app: FastifyInstance;

const validBody = {
  to: 'contact',
  subject: 'Contactformulier',
  title: 'Vraag via de website',
  userInfo: { name: 'Anna de Vries', email: 'anna@example.org' },
  message: 'Kunnen jullie ook op A0 printen?',
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await database.drop();
});
afterEach(async () => {
  await app?.close();
});

async function appWithSmtp() {
  app = await createTestApp(database, {
    config: { MAIL_RECIPIENTS: 'contact=info@provider.example,termination=admin@provider.example' },
    deps: { mailTransport: createMailTransport(smtp.url) },
  });
  return app;
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v3/mail', payload: payload as object, headers });

describe('POST /api/v3/mail', () => {
  it('queues the message in the outbox and delivers it over SMTP to the configured address', async () => {
    await appWithSmtp();
    const before = smtp.received.length;
    const response = await post(validBody);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    await app.jobs.idle();
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual(['info@provider.example']);
    expect(mail.raw).toContain('Kunnen jullie ook op A0 printen?');
    expect(mail.raw).toMatch(/Reply-To: anna@example\.org/i);
  });

  it('keeps an HTML part of a queued mail and sends it beside the plain text', async () => {
    await appWithSmtp();
    const before = smtp.received.length;
    const queued = await app.services.mail.queue({
      recipient: 'klant@example.org',
      subject: 'Orderbevestiging',
      text: 'Bedankt voor uw order.',
      html: '<p>Bedankt voor uw <strong>order</strong>.</p>',
    });
    expect(queued.html).toBe('<p>Bedankt voor uw <strong>order</strong>.</p>');
    app.services.mail.notifyQueued();
    await app.jobs.idle();
    const mail = smtp.received[before]!;
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain('<strong>order</strong>');
  });

  it('retries after a temporary SMTP failure and does not lose the mail', async () => {
    await appWithSmtp();
    const before = smtp.received.length;
    smtp.failNext(1);
    expect((await post(validBody)).statusCode).toBe(202);
    await app.jobs.idle();
    const [queued] = await app.services.mail.latest(1);
    expect(queued).toMatchObject({ status: 'pending' });
    expect(queued!.lastError).toContain('mailbox busy');
    const [delivery] = await jobsOf(database, 'mail.deliver', 'queued');
    expect(delivery).toMatchObject({ attempts: 1, payload: { mailId: queued!.id } });
    expect(delivery!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received.length).toBe(before);
  });

  it('refuses an unknown recipient key and stores nothing', async () => {
    await appWithSmtp();
    const count = await app.services.mail.count();
    const response = await post({ ...validBody, to: 'ceo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'UNKNOWN_RECIPIENT', message: 'Deze ontvanger is onbekend.' });
    expect(await app.services.mail.count()).toBe(count);
  });

  it("sends a print store request without a name, to the contact address where 'printStore' has none", async () => {
    await appWithSmtp();
    const before = smtp.received.length;
    const response = await post({
      ...validBody,
      to: 'printStore',
      subject: 'Productaanvraag printwinkel',
      userInfo: { email: 'facilitair@school.example' },
      message: 'Heeft u ook een bord "Fietsen hier plaatsen"?',
    });
    expect(response.statusCode, response.body).toBe(202);
    await app.jobs.idle();
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual(['info@provider.example']);
    expect(mail.raw).toContain('Productaanvraag printwinkel');
    expect(mail.raw).toMatch(/Reply-To: facilitair@school\.example/i);
    expect(mail.raw).toContain('Van: facilitair@school.example');
  });

  it('never relays to an address the client sends', async () => {
    await appWithSmtp();
    const count = await app.services.mail.count();
    const response = await post({ ...validBody, to: 'attacker@evil.example' });
    expect(response.statusCode).toBe(400);
    expect(await app.services.mail.count()).toBe(count);
  });

  it.each([
    ['a missing name', { ...validBody, userInfo: { ...validBody.userInfo, name: '' } }],
    ['no name at all to the contact address', { ...validBody, userInfo: { email: 'anna@example.org' } }],
    [
      'a name over 128 characters',
      { ...validBody, userInfo: { ...validBody.userInfo, name: 'x'.repeat(129) } },
    ],
    ['an invalid e-mail', { ...validBody, userInfo: { ...validBody.userInfo, email: 'geen-mail' } }],
    [
      'an e-mail over 128 characters',
      { ...validBody, userInfo: { ...validBody.userInfo, email: `${'a'.repeat(120)}@example.org` } },
    ],
    ['an empty message', { ...validBody, message: '   ' }],
    ['a message of the wrong type', { ...validBody, message: 42 }],
    ['an array body', [validBody]],
  ])('rejects %s with 400 VALIDATION_ERROR and stores nothing', async (_label, payload) => {
    await appWithSmtp();
    const count = await app.services.mail.count();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'De gegevens zijn niet (correct) ingevuld.',
    });
    expect(await app.services.mail.count()).toBe(count);
  });

  it('rejects malformed JSON and an oversized payload', async () => {
    await appWithSmtp();
    const count = await app.services.mail.count();
    const malformed = await post('{"to": "contact",', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('VALIDATION_ERROR');
    const huge = await post({ ...validBody, message: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Het verzoek is te groot.' });
    expect(await app.services.mail.count()).toBe(count);
  });

  it('is rate limited per address with a Dutch message', async () => {
    await appWithSmtp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(validBody)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    const limited = await post(validBody);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'U heeft dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
    });
  });
});

describe('/dev/mail', () => {
  it('shows queued mail outside production when no SMTP server is set', async () => {
    app = await createTestApp(database);
    await post({ ...validBody, message: 'Zichtbaar in de ontwikkel-inbox <b>veilig</b>' });
    const page = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Zichtbaar in de ontwikkel-inbox &#60;b&#62;veilig&#60;/b&#62;');
  });

  it('does not exist in production', async () => {
    app = await createTestApp(database, { config: { NODE_ENV: 'production' } });
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });

  it('does not exist when a real SMTP server is configured', async () => {
    app = await createTestApp(database, { config: { SMTP_URL: smtp.url } });
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

const messageIdOf = (mail: ReceivedMail | undefined) => /^Message-ID:\s*(\S+)/im.exec(mail?.raw ?? '')?.[1];

describe('a mail whose instance died while sending it', () => {
  it('is sent again by another instance once its lease ran out, with the same Message-ID', async () => {
    // Only this test's mail: the retry above left its delivery queued, due within the lease.
    await database.db.delete(jobs);
    const clock = mutableClock(new Date('2026-11-28T09:00:00Z'));
    const config = { MAIL_RECIPIENTS: 'contact=info@provider.example' };
    // The first instance hands the mail to the SMTP server and dies before it notes that: its
    // send never returns, and without start() it has no heartbeat either.
    const smtpTransport = createMailTransport(smtp.url)!;
    let accepted!: () => void;
    const acceptedBySmtp = new Promise<void>((resolve) => {
      accepted = resolve;
    });
    let revive!: () => void;
    const dead = new Promise<void>((resolve) => {
      revive = resolve;
    });
    const dying: MailTransport = {
      async send(mail) {
        await smtpTransport.send(mail);
        accepted();
        await dead;
      },
      close: () => smtpTransport.close(),
    };
    const secondConnection = await database.connectAgain();
    const first = await createTestApp(database, {
      config,
      deps: { mailTransport: dying, clock, runJobs: false },
    });
    const second = await createTestApp(secondConnection, {
      config,
      deps: { mailTransport: createMailTransport(smtp.url), clock, runJobs: false },
    });
    try {
      const before = smtp.received.length;
      const response = await first.inject({ method: 'POST', url: '/api/v3/mail', payload: validBody });
      expect(response.statusCode).toBe(202);
      void first.jobs.drain();
      await acceptedBySmtp;

      clock.advance(LEASE_MS - 1);
      expect(await second.jobs.drain()).toBe(0);
      clock.advance(2);
      expect(await second.jobs.drain()).toBe(1);

      const [once, twice] = smtp.received.slice(before);
      const [outboxMail] = await second.services.mail.latest(1);
      expect(outboxMail).toMatchObject({ status: 'sent' });
      expect(outboxMail!.messageId).toMatch(/^<[0-9a-f-]{36}@drukwerkdirect\.example>$/);
      expect(messageIdOf(once)).toBe(outboxMail!.messageId);
      expect(messageIdOf(twice)).toBe(outboxMail!.messageId);
    } finally {
      revive();
      await first.jobs.idle();
      await first.close();
      await second.close();
      await secondConnection.close();
    }
  });
});
