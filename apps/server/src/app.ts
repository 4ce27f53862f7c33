import { availableParallelism } from 'node:os';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { apiTags } from '@portal/shared/api/endpoint';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { createAccountsModule } from './features/accounts/accounts.module';
import { createAddressesModule } from './features/addresses/addresses.module';
import { createCartModule } from './features/cart/cart.module';
import { createCatalogueModule } from './features/catalogue/catalogue.module';
import { createCustomersModule } from './features/customers/customers.module';
import { createFilestoreModule } from './features/filestore/filestore.module';
import { createMailModule } from './features/mail/mail.module';
import type { MailService } from './features/mail/mail.service';
import type { MailTransport } from './features/mail/mail.transport';
import { createMessagesModule } from './features/messages/messages.module';
import { createMyOrdersModule } from './features/orders/my-orders.module';
import { createOrderDeskModule } from './features/orders/order-desk/order-desk.module';
import type { StatusMail } from './features/orders/order-desk/order-desk.service';
import { createOrderPlacedMails } from './features/orders/order-placed-mails';
import { createOrderStatusMails } from './features/orders/order-status-mails';
import { createOrdersModule } from './features/orders/orders.module';
import { createQuoteAnswerMails } from './features/orders/quote-answer-mails';
import { createScanDeliveredMails } from './features/orders/scan-delivered-mails';
import { createPostcodeModule } from './features/postcode/postcode.module';
import { createPrintStoreModule } from './features/print-store/print-store.module';
import { createPrintTemplatesModule } from './features/print-templates/print-templates.module';
import { createSecuredPrintingModule } from './features/secured-printing/secured-printing.module';
import { createSharesModule } from './features/shares/shares.module';
import { createShopsModule } from './features/shops/shops.module';
import { createStoreCartModule } from './features/store-cart/store-cart.module';
import { createSystemModule } from './features/system/system.module';
import { createThemesModule } from './features/themes/themes.module';
import {
  type AnalysisPool,
  createAnalysisPool,
  measurersWithin,
} from './features/uploads/analysis/analysis-pool';
import { createOrderedFileAnalysis } from './features/uploads/ordered-file-analysis';
import { createUploadsModule } from './features/uploads/uploads.module';
import { createWebHostModule } from './features/web-host/web-host.module';
import { type Clock, systemClock } from './lib/clock';
import { redactUrl } from './lib/redact-url';
import { registerSecurityHeaders } from './lib/security-headers';
import { deriveKey } from './lib/tokens';
import { createEventBus } from './platform/domain-events';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './platform/error-handler';
import type { FeatureModule, Platform } from './platform/feature-module';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { registerRoutes } from './platform/routes';
import type { FileStorage } from './platform/storage/file-storage';
import { storageFromConfig } from './platform/storage/storage-from-config';

export type AppDependencies = {
  database: Database;
  clock?: Clock;
  /** Overrides the SMTP transport built from config.smtpUrl (tests pass a real SMTP server's URL instead). */
  mailTransport?: MailTransport;
  /**
   * Runs background jobs (analysis, mail, sweeps) while the app is up; true unless a test
   * drives them itself with app.jobs.drain().
   */
  runJobs?: boolean;
  /** How often an idle job runner looks for due jobs (tests move a clock and want it sooner). */
  jobPollMs?: number;
  /**
   * An analysis pool to use instead of the app's own (tests share one). The app's own starts
   * on first use, or at start with warmAnalysisPool, and stops with the app.
   */
  analysisPool?: AnalysisPool;
  /** Starts the analysis workers when the app starts, so the first upload does not wait for them. */
  warmAnalysisPool?: boolean;
  /** Adds the features' demo data (never in production): every module's idempotent seed. */
  seedDemoData?: boolean;
  /** The order desk's status mail (tests record the calls instead). */
  statusMail?: StatusMail;
  /**
   * Where stored files live, checked by the caller (server.ts verifies it before starting);
   * unset, the app makes the one STORAGE_URL names and closes it with itself.
   */
  storage?: FileStorage;
  /** Where log lines go instead of stdout (a test reads what was logged). */
  logStream?: { write(line: string): void };
};

/** Fastify's request serializer with the URL redacted (lib/redact-url.ts). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the whole application without listening; server.ts and tests both use it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A request's URL as logged never holds a shared-files link's token (decision 0123).
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxy: otherwise X-Forwarded-For picks the client's address.
    trustProxy: config.trustProxy,
    // Graceful shutdown: close() waits for requests in flight but refuses new ones.
    return503OnClosing: true,
    // Starting runs the onReady hooks (migrated database, demo seed, warm analysis workers) under
    // Fastify's plugin timeout: its 10 s default was not enough on a loaded two-core machine.
    pluginTimeout: 120_000,
    // A request must arrive in time, and a silent connection is closed (decision 0027).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    // Refusals before any route get the one error shape too (Fastify's own echo the path).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = config.timeouts.headersMs;
  await registerPlugins(app, config);

  const jobs = createJobRunner({
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    log: app.log,
    pollMs: deps.jobPollMs,
  });
  const platform: Platform = {
    config,
    database: deps.database,
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    log: app.log,
    events: createEventBus(app.log),
    jobs,
    storage: deps.storage ?? storageFromConfig(config),
  };
  const analysisPool = lazyAnalysisPool(app, config, deps.analysisPool);

  // The features, in the order they depend on each other.
  const system = createSystemModule(platform);
  const themes = createThemesModule(platform);
  const mail = createMailModule(platform, { transport: deps.mailTransport });
  const accounts = createAccountsModule(platform, {
    mail: mail.service,
    themes: themes.service,
    // The user's answer says whether the file store has an archive for them; the file store is
    // built further down (it knows users), and this is first asked when a request comes in.
    hasArchives: (caller) => filestore.service.hasArchives(caller),
  });
  const uploads = createUploadsModule(platform, {
    analysisPool: analysisPool.get,
    loginIsLive: accounts.sessions.isLive,
  });
  const catalogue = createCatalogueModule(platform, { themes: themes.service });
  const customers = createCustomersModule(platform, {
    themes: themes.service,
    users: accounts.directory,
    mail: mail.service,
    // Built further down (orders need the customers); first asked when a request comes in.
    newCustomerOrders: {
      waiting: () => orders.newCustomerOrders.waiting(),
      waitingOrder: (orderId, executor) => orders.newCustomerOrders.waitingOrder(orderId, executor),
      assignCustomerNumber: (request, customerNumber, executor) =>
        orders.newCustomerOrders.assignCustomerNumber(request, customerNumber, executor),
    },
  });
  const addresses = createAddressesModule(platform, { themes: themes.service, users: accounts.directory });
  const shops = createShopsModule(platform, {
    invoices: customers.invoices,
    deliveryAddresses: addresses.service,
    users: accounts.directory,
    themes: themes.service,
  });
  const securedPrinting = createSecuredPrintingModule(platform);
  const cart = createCartModule(platform, {
    files: uploads.files,
    catalogue: catalogue.service,
    keepAtLogout: uploads.keepAtLogout,
  });
  const printStore = createPrintStoreModule(platform, {
    themes: themes.service,
    users: accounts.directory,
    chunks: uploads.chunks,
    analysisPool: analysisPool.get,
  });
  const storeCart = createStoreCartModule(platform, { items: printStore.service });
  const filestore = createFilestoreModule(platform, {
    customers: customers.links,
    users: accounts.directory,
    uploads: uploads.filed,
    previews: uploads.previews,
    authenticator: accounts.authenticator,
  });
  const orders = createOrdersModule(platform, {
    cart: cart.service,
    storeCart: storeCart.service,
    storeCoupons: storeCart.coupons,
    catalogue: catalogue.service,
    files: uploads.files,
    orderedFiles: uploads.orderedFiles,
    themes: themes.service,
    invoices: customers.invoices,
    customers: customers.links,
    deliveryAddresses: addresses.service,
    secured: securedPrinting.service,
    shops: shops.service,
    users: accounts.directory,
    onPlaced: createOrderPlacedMails({ mail: mail.service, config }),
    afterCommit: () => mail.service.notifyQueued(),
  });
  const myOrders = createMyOrdersModule(platform, {
    customers: customers.links,
    shops: shops.service,
    cart: cart.service,
    orderedFiles: uploads.orderedFiles,
    authenticator: accounts.authenticator,
  });
  const orderDesk = createOrderDeskModule(platform, {
    users: accounts.directory,
    shops: shops.service,
    previews: uploads.previews,
    fileAnalysis: createOrderedFileAnalysis(platform.db),
    punchOut: orders.punchOut,
    statusMail: deps.statusMail ?? createOrderStatusMails({ mail: mail.service, config }),
    quoteMail: createQuoteAnswerMails({ mail: mail.service, config }),
    archives: filestore.service,
    scanMail: createScanDeliveredMails({ mail: mail.service, config }),
    afterCommit: () => mail.service.notifyQueued(),
  });
  const modules: FeatureModule[] = [
    system.module,
    themes.module,
    mail.module,
    accounts.module,
    createMessagesModule(platform, { themes: themes.service }).module,
    uploads.module,
    catalogue.module,
    cart.module,
    // Their seeds in this order: customers link the accounts' demo users, shops name the customers.
    customers.module,
    addresses.module,
    shops.module,
    securedPrinting.module,
    orders.module,
    myOrders.module,
    orderDesk.module,
    createPostcodeModule(platform).module,
    createPrintTemplatesModule(platform, { catalogue: catalogue.service, themes: themes.service }).module,
    // After the accounts: its seed's default store is the one the demo print-store admin administers.
    printStore.module,
    storeCart.module,
    // After the customers: its seed files the demo customer's archives.
    filestore.module,
    // 'Selecteer uit bestandsopslag' (decision 0125): the uploads take files the file store hands over.
    uploads.fromFilestore(filestore.filesForSession),
    createSharesModule(platform, { uploads: uploads.filed, mail: mail.service, users: accounts.directory })
      .module,
    // Last: it answers every path nothing else did.
    createWebHostModule(platform, {
      site: system.site,
      themes: themes.service,
      formOrigins: orders.punchOut.formOrigins,
      pageAnswers: printStore.pageAnswers,
    }).module,
  ];

  await registerRoutes(
    app,
    modules.flatMap((module) => module.routes ?? []),
    accounts.authenticator,
  );
  for (const module of modules) await module.register?.(app);
  jobs.handle(modules.flatMap((module) => module.jobs ?? []));

  app.addHook('onReady', async () => {
    if (deps.seedDemoData && config.env !== 'production') for (const module of modules) await module.seed?.();
    if (deps.warmAnalysisPool) await analysisPool.get();
    for (const module of modules) await module.onReady?.();
    if (deps.runJobs !== false) await jobs.start();
  });
  // Graceful shutdown: jobs still running get a moment, then go back to the queue for the next
  // start (or another instance); answers given while closing end their keep-alive connection,
  // so close() does not wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const module of modules) module.onClosing?.();
    await jobs.stop();
  });
  app.addHook('onSend', async (request, reply) => {
    // A refused request whose body was not read (too large, not allowed) ends its connection:
    // reading on would let the client hold it for as long as it keeps sending.
    if (closing || request.raw.complete === false) reply.header('connection', 'close');
  });
  // After the requests in flight: a chunk being written keeps its file, a preview its worker.
  app.addHook('onClose', async () => {
    for (const module of modules) await module.onClose?.();
    await analysisPool.close();
    if (!deps.storage) await platform.storage.close();
  });

  app.decorate('jobs', jobs);
  app.decorate('services', { mail: mail.service });
  return app;
}

/** Error handling, security headers, compression, cookies, per-IP limits and the OpenAPI document. */
async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  // Unchanged answers (an analysis polled while nothing moved) cost a 304 instead of the body.
  await app.register(etag, { weak: true });
  // Signs the upload-session cookie, so that only values this server issued are accepted. A key
  // of its own, derived from the token secret, so neither can stand in for the other.
  await app.register(cookie, { secret: deriveKey(config.jwtSecret, 'cookies') });
  await app.register(rateLimit, { global: false, allowList: config.rateLimitAllowList });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brand.name} API`,
        description: `De API van het ${config.brand.name} printportaal. Elke fout antwoordt met \`{ error, message }\`: een vaste code voor programma's en een Nederlandse tekst voor mensen.`,
        version: '3.0.0',
      },
      // The name stays a stable identifier for programs; viewers show the Dutch x-displayName.
      tags: Object.entries(apiTags).map(([name, displayName]) => ({
        name,
        'x-displayName': displayName,
      })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas the shared package names (.meta({ id })) become components/schemas, referenced
    // where used: a client generator gets named types (OrderView, DeskOrderView), and the
    // document is less than half the size, which the API page's viewer has to read.
    transformObject: jsonSchemaTransformObject,
  });
}

/** The app's own analysis pool, started on first use; or the one a test hands in (not closed here). */
function lazyAnalysisPool(app: FastifyInstance, config: Config, given: AnalysisPool | undefined) {
  let own: Promise<AnalysisPool> | undefined;
  return {
    get(): Promise<AnalysisPool> {
      if (given) return Promise.resolve(given);
      own ??= createAnalysisPool({
        size: measurersWithin(config.analysisMemoryMb, availableParallelism()),
        fileBudgetMs: config.analysisFileBudgetMs,
        onEngineProblem: (problem) => app.log.warn(problem, 'analysis engine problem'),
      });
      return own;
    },
    async close(): Promise<void> {
      await (await own)?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: tests drain it or wait for it to be idle. */
    jobs: JobRunner;
    /** Services tests read to check effects (the outbox). */
    services: { mail: MailService };
  }
}
