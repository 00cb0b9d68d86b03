import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { LIMITS } from "@haiyun/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { DbHandle } from "./db/client";
import { LAZY_COMPILERS } from "./lib/lazy-compilers";
import authRoutes from "./modules/auth/auth.routes";
import type { CaptchaListener } from "./modules/auth/captcha";
import { SESSION_POLICY, type SessionPolicy } from "./modules/auth/tokens";
import contactsRoutes from "./modules/contacts/contacts.routes";
import contactsImportRoutes from "./modules/contacts/contacts-import.routes";
import dashboardRoutes from "./modules/dashboard/dashboard.routes";
import dcsaModule, { apiKeysRoutes, DCSA_SECURITY_SCHEME, dcsaSecurityScheme } from "./modules/dcsa";
import { type FileStore, fileStoreFor } from "./modules/files/file-store";
import filesRoutes from "./modules/files/files.routes";
import { createMailTransport, type MailTransport } from "./modules/mail/mail-transport";
import { MAIL_WORKER_DEFAULTS, MailWorker, type MailWorkerOptions } from "./modules/mail/mail-worker";
import notificationsRoutes from "./modules/notifications/notifications.routes";
import ordersModule, { drawPool } from "./modules/orders";
import quotesRoutes from "./modules/quotes/quotes.routes";
import rfqRoutes from "./modules/quotes/rfq.routes";
import ratesRoutes from "./modules/rates/rates.routes";
import adminReferenceRoutes from "./modules/reference/admin-reference.routes";
import referenceRoutes from "./modules/reference/reference.routes";
import shippersRoutes from "./modules/shippers/shippers.routes";
import adminConfigRoutes from "./modules/system/admin-config.routes";
import businessZone from "./modules/system/business-zone";
import { ConfigService } from "./modules/system/config.service";
import siteClosed from "./modules/system/site-closed";
import systemRoutes from "./modules/system/system.routes";
import testSupportRoutes from "./modules/test-support/test-support.routes";
import adminUsersRoutes from "./modules/users/admin-users.routes";
import loginRoutes from "./modules/users/login.routes";
import passwordResetRoutes from "./modules/users/password-reset.routes";
import usersRoutes from "./modules/users/users.routes";
import { WEBHOOK_WORKER_DEFAULTS, WebhookWorker, type WebhookWorkerOptions, webhooksRoutes } from "./modules/webhooks";
import auth, { RENEWED_TOKEN_HEADER } from "./plugins/auth";
import compression from "./plugins/compression";
import db from "./plugins/db";
import errorHandler from "./plugins/error-handler";
import idempotency from "./plugins/idempotency";
import inputGuard from "./plugins/input-guard";
import keptLists from "./plugins/kept-lists";
import lang from "./plugins/lang";
import rateLimits from "./plugins/rate-limit";
import { OneLineRequestLog } from "./plugins/request-log";
import routeTable from "./plugins/route-table";
import securityHeaders from "./plugins/security-headers";
import webStatic from "./plugins/web-static";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    configService: ConfigService;
    mailWorker: MailWorker;
    webhookWorker: WebhookWorker;
    fileStore: FileStore;
    /** told each captcha's answer; only the test-only routes set it */
    testHooks: { onCaptcha?: CaptchaListener };
    /** the clock fees and deadlines are judged by (BuildOptions.now) */
    clock: () => Date;
  }
}

export const SERVER_VERSION = "0.1.0";

export interface BuildOptions {
  config: AppConfig;
  db: DbHandle;
  /** where file bytes go; by default as the config implies (beside an on-disk embedded database) */
  fileStore?: FileStore;
  /** close the database when the app closes (tests share a handle and close it themselves) */
  ownsDb?: boolean;
  sessionPolicy?: Partial<SessionPolicy>;
  /** the clock fees and deadlines are judged by; unset: the system's (tests inject one) */
  now?: () => Date;
  logger?: boolean | object;
  /**
   * how long after the start the outbox workers make their first pass (what was left queued before
   * it): the server waits a few seconds, so that its first requests are not served beside them;
   * whatever is queued meanwhile wakes them at once
   */
  workersFirstPassMs?: number;
  mail?: {
    /** defaults to SMTP_URL's server, or the log without one */
    transport?: MailTransport;
    worker?: Partial<MailWorkerOptions>;
    /** run the worker in this process (the server does; most tests send nothing) */
    start?: boolean;
  };
  webhooks?: {
    worker?: Partial<WebhookWorkerOptions>;
    /** run the delivery worker in this process (the server does; tests call its tick) */
    start?: boolean;
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new OneLineRequestLog(),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: LIMITS.BODY_MAX_BYTES,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
    schemaController: { compilersFactory: LAZY_COMPILERS },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("clock", options.now ?? (() => new Date()));
  app.decorate("testHooks", {});
  app.decorate("fileStore", options.fileStore ?? fileStoreFor(options.db));

  await app.register(lang);
  await app.register(db, { handle: options.db, closeOnShutdown: options.ownsDb ?? true });
  await app.register(keptLists);
  app.decorate("configService", new ConfigService(options.db.db));
  await app.register(errorHandler);

  const mailWorker = new MailWorker(
    options.db.db,
    options.mail?.transport ?? createMailTransport(config.smtpUrl, app.log),
    app.log,
    { ...MAIL_WORKER_DEFAULTS, from: config.mailFrom, ...options.mail?.worker },
  );
  app.decorate("mailWorker", mailWorker);
  if (options.mail?.start ?? true) app.addHook("onReady", async () => mailWorker.start(options.workersFirstPassMs));
  app.addHook("onClose", () => mailWorker.stop());
  const webhookWorker = new WebhookWorker(options.db.db, app.log, {
    ...WEBHOOK_WORKER_DEFAULTS,
    allowPrivate: async () => (await app.configService.get()).webhook_allow_private === "true",
    ...options.webhooks?.worker,
  });
  app.decorate("webhookWorker", webhookWorker);
  if (options.webhooks?.start ?? options.mail?.start ?? true)
    app.addHook("onReady", async () => webhookWorker.start(options.workersFirstPassMs));
  app.addHook("onClose", () => webhookWorker.stop());
  // the PDF drawing threads the process's apps share: stopped once the last app closes
  app.addHook("onClose", drawPool.hold());
  await app.register(securityHeaders, { hsts: config.publicUrl.startsWith("https:") });
  // small JSON answers compressed in one call, the rest by @fastify/compress (plugins/compression.ts)
  await app.register(compression);
  // off by default; the public account calls (registration, reset codes, contact form) and the
  // uploads opt in; counted in Redis when REDIS_URL is set, so they hold across instances
  await app.register(rateLimits, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 } });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("access-control-expose-headers", RENEWED_TOKEN_HEADER);
    // API answers (a sign-in token, a profile) are never kept by a browser or a proxy, unless
    // the route chose its own caching
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Haiyun API", version: SERVER_VERSION, description: "Sea-freight container booking portal" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" }, [DCSA_SECURITY_SCHEME]: dcsaSecurityScheme } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(auth, { policy: { ...SESSION_POLICY, ...options.sessionPolicy } });
  await app.register(siteClosed);
  await app.register(businessZone);
  await app.register(inputGuard);
  await app.register(idempotency);
  await app.register(routeTable);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(loginRoutes);
      await api.register(referenceRoutes);
      await api.register(usersRoutes);
      await api.register(passwordResetRoutes);
      await api.register(filesRoutes);
      await api.register(adminUsersRoutes);
      await api.register(adminConfigRoutes);
      await api.register(adminReferenceRoutes);
      await api.register(contactsRoutes);
      await api.register(contactsImportRoutes);
      await api.register(shippersRoutes);
      await api.register(ratesRoutes);
      await api.register(quotesRoutes);
      await api.register(rfqRoutes);
      await api.register(ordersModule);
      await api.register(dashboardRoutes);
      await api.register(notificationsRoutes);
      await api.register(apiKeysRoutes);
      await api.register(webhooksRoutes);
      // seeding helpers for browser tests exist only under NODE_ENV=test
      if (config.nodeEnv === "test") await api.register(testSupportRoutes);
    },
    { prefix: "/api" },
  );

  // the DCSA customer API: API keys, never portal sessions (modules/dcsa)
  await app.register(dcsaModule, { prefix: "/dcsa" });

  await app.register(webStatic, { root: config.webDist, fallbackVersion: SERVER_VERSION });
  return app;
}
