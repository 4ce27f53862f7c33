import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { type AccountsService, createAccountsService } from './features/accounts/accounts.service';
import { createAuth } from './features/accounts/auth';
import { healthRoutes } from './features/health/health.routes';
import { devMailRoutes, mailRoutes } from './features/mail/mail.routes';
import { createMailService, type MailService } from './features/mail/mail.service';
import { createMailTransport, type MailTransport } from './features/mail/mail.transport';
import { createOutboxWorker } from './features/mail/outbox.worker';
import { messagesRoutes } from './features/messages/messages.routes';
import { createMessagesService } from './features/messages/messages.service';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { siteRoutes } from './features/site/site.routes';
import { themesRoutes } from './features/themes/themes.routes';
import { createThemesService } from './features/themes/themes.service';
import { type AnalysisPool, createAnalysisPool } from './features/uploads/analysis/analysis-pool';
import { previewRoutes, uploadChunkRoutes, uploadsRoutes } from './features/uploads/uploads.routes';
import { createUploadsService, type UploadsService } from './features/uploads/uploads.service';
import { registerWebHost } from './features/web-host/web-host';
import { type Clock, systemClock } from './lib/clock';
import { registerErrorHandler } from './lib/error-handler';
import { createJwt } from './lib/jwt';
import { registerSecurityHeaders } from './lib/security-headers';
import { knownVisitorIdOf } from './lib/visitor';

export type AppDependencies = {
  database: Database;
  clock?: Clock;
  /** Overrides the SMTP transport built from config.smtpUrl (tests pass a real SMTP server's URL instead). */
  mailTransport?: MailTransport;
  /** Starts the outbox delivery loop; off in API tests, which deliver explicitly. */
  startOutboxWorker?: boolean;
  /**
   * An analysis pool to use instead of the app's own (tests share one). The app's own starts
   * on first use, or at start with warmAnalysisPool, and stops with the app.
   */
  analysisPool?: AnalysisPool;
  /** Starts the analysis workers when the app starts, so the first upload does not wait for them. */
  warmAnalysisPool?: boolean;
};

export type Services = {
  mail: MailService;
  accounts: AccountsService;
  uploads: UploadsService;
};

/** Builds the whole application without listening; server.ts and tests both use it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.env === 'production',
    // Graceful shutdown: close() waits for requests in flight but refuses new ones.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Graceful shutdown: answers given while closing end their keep-alive connection, so
  // close() does not wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, allowList: config.rateLimitAllowList });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brand.name} API`,
        description: `De API van het ${config.brand.name} printportaal.`,
        version: '3.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  const clock = deps.clock ?? systemClock;
  const { db } = deps.database;
  const transport = deps.mailTransport ?? createMailTransport(config.smtpUrl);
  const mail = createMailService({ db, clock, transport, config, log: app.log });
  const themes = createThemesService({ db, imagesBaseUrl: config.imagesBaseUrl });
  const messages = createMessagesService({ db, themes });
  const accounts = createAccountsService({
    db,
    clock,
    config,
    jwt: createJwt(config.jwtSecret),
    mail,
    themes,
  });
  const auth = createAuth(accounts);

  let ownPool: Promise<AnalysisPool> | undefined;
  const analysisPool = (): Promise<AnalysisPool> => {
    if (deps.analysisPool) return Promise.resolve(deps.analysisPool);
    ownPool ??= createAnalysisPool({
      onEngineProblem: (problem) => app.log.warn(problem, 'analysis engine problem'),
    });
    return ownPool;
  };
  const uploads = createUploadsService({ db, clock, dataDir: config.dataDir, analysisPool, log: app.log });
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (deps.warmAnalysisPool) await analysisPool();
    await uploads.resumeAnalyses();
    const sweep = () =>
      uploads
        .sweepAbandonedUploads()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping uploads failed'));
    sweeper = setInterval(sweep, 60 * 60 * 1000).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    uploads.markClosing();
  });
  // After the requests in flight: a chunk being written keeps its file, a preview its worker.
  app.addHook('onClose', async () => {
    await uploads.close();
    await (await ownPool)?.close();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(siteRoutes, { config });
      await api.register(themesRoutes, { themes, auth });
      await api.register(accountsRoutes, {
        accounts,
        auth,
        onLogout: async (request, caller) => {
          const visitorId = knownVisitorIdOf(request);
          // The login is already revoked; a failure here must not turn the logout into an error.
          if (visitorId)
            await uploads
              .closeSessions(visitorId, caller.user.id)
              .catch((error: unknown) => app.log.error({ err: error }, 'could not close upload sessions'));
        },
      });
      await api.register(uploadChunkRoutes, { uploads, auth });
      await api.register(uploadsRoutes, { uploads, auth });
      await api.register(messagesRoutes, { messages });
      await api.register(mailRoutes, { mail });
      await api.register(openApiRoutes);
    },
    { prefix: '/api/v3' },
  );
  // Only where mail has nowhere else to go: never in production, never beside a real SMTP server
  // (the outbox holds reset links).
  if (config.env !== 'production' && !config.smtpUrl)
    await app.register(devMailRoutes, { mail, prefix: '/dev' });

  await app.register(previewRoutes, { uploads });
  await registerWebHost(app, config);

  if (deps.startOutboxWorker) {
    const worker = createOutboxWorker({ mail, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
    mail.onEnqueued(() => worker.wake());
  }

  app.decorate('services', { mail, accounts, uploads } satisfies Services);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
