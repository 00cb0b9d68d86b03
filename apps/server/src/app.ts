import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { DbHandle } from "./db/client";
import accountRoutes from "./modules/account/account.routes";
import adminRoutes from "./modules/admin/admin.routes";
import type { CaptchaListener } from "./modules/auth/captcha";
import { SESSION_POLICY, type SessionPolicy } from "./modules/auth/tokens";
import contactsRoutes from "./modules/contacts/contacts.routes";
import contactsImportRoutes from "./modules/contacts/contacts-import.routes";
import { type FileStore, fileStoreFor } from "./modules/files/file-store";
import filesRoutes from "./modules/files/files.routes";
import { createMailTransport, type MailTransport } from "./modules/mail/mail-transport";
import { MAIL_WORKER_DEFAULTS, MailWorker, type MailWorkerOptions } from "./modules/mail/mail-worker";
import referenceRoutes from "./modules/reference/reference.routes";
import shippersRoutes from "./modules/shippers/shippers.routes";
import { ConfigService } from "./modules/system/config.service";
import siteClosed from "./modules/system/site-closed";
import systemRoutes from "./modules/system/system.routes";
import testRoutes from "./modules/system/test.routes";
import userinfoRoutes from "./modules/userinfo/userinfo.routes";
import auth, { RENEWED_TOKEN_HEADER } from "./plugins/auth";
import db from "./plugins/db";
import errorHandler from "./plugins/error-handler";
import inputGuard from "./plugins/input-guard";
import lang from "./plugins/lang";
import routeTable from "./plugins/route-table";
import webStatic from "./plugins/web-static";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    configService: ConfigService;
    mailWorker: MailWorker;
    fileStore: FileStore;
    /** told each captcha's answer; only the test-only routes set it (DESIGN §10) */
    testHooks: { onCaptcha?: CaptchaListener };
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
  logger?: boolean | object;
  mail?: {
    /** defaults to SMTP_URL's server, or the log without one */
    transport?: MailTransport;
    worker?: Partial<MailWorkerOptions>;
    /** run the worker in this process (the server does; most tests send nothing) */
    start?: boolean;
  };
}

// Crisp is the one customer-service overlay the portal loads (shared SUPPORTED_SERVICE_PLATFORMS).
const CRISP = ["https://client.crisp.chat", "https://*.crisp.chat", "wss://client.relay.crisp.chat"];

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("testHooks", {});
  app.decorate("fileStore", options.fileStore ?? fileStoreFor(options.db));

  await app.register(lang);
  await app.register(db, { handle: options.db, closeOnShutdown: options.ownsDb ?? true });
  app.decorate("configService", new ConfigService(options.db.db));
  await app.register(errorHandler);

  const mailWorker = new MailWorker(
    options.db.db,
    options.mail?.transport ?? createMailTransport(config.smtpUrl, app.log),
    app.log,
    { ...MAIL_WORKER_DEFAULTS, from: config.mailFrom, ...options.mail?.worker },
  );
  app.decorate("mailWorker", mailWorker);
  if (options.mail?.start ?? true) app.addHook("onReady", async () => mailWorker.start());
  app.addHook("onClose", () => mailWorker.stop());
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...CRISP],
        // antd writes its CSS-in-JS styles at run time
        styleSrc: ["'self'", "'unsafe-inline'", ...CRISP],
        imgSrc: ["'self'", "data:", "blob:", ...CRISP],
        fontSrc: ["'self'", "data:", ...CRISP],
        connectSrc: ["'self'", ...CRISP],
        frameSrc: ["'self'", ...CRISP],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS over plain HTTP means nothing and pins a mistake: only when the portal is reached by https
    hsts: config.publicUrl.startsWith("https:") ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  await app.register(compress, { threshold: 1024 });
  // off by default; the public account calls (registration, reset codes, contact form) opt in
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 } });
  app.addHook("onSend", async (request, reply) => {
    reply.header("access-control-expose-headers", RENEWED_TOKEN_HEADER);
    // API answers (a sign-in token, a profile) are never kept by a browser or a proxy, unless
    // the route chose its own caching
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Haiyun API", version: SERVER_VERSION, description: "Sea-freight container booking portal" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(auth, { policy: { ...SESSION_POLICY, ...options.sessionPolicy } });
  await app.register(siteClosed);
  await app.register(inputGuard);
  await app.register(routeTable);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(referenceRoutes);
      await api.register(userinfoRoutes);
      await api.register(filesRoutes);
      await api.register(accountRoutes);
      await api.register(adminRoutes);
      await api.register(contactsRoutes);
      await api.register(contactsImportRoutes);
      await api.register(shippersRoutes);
      // DESIGN §10: seeding helpers for browser tests exist only under NODE_ENV=test
      if (config.nodeEnv === "test") await api.register(testRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(webStatic, { root: config.webDist, fallbackVersion: SERVER_VERSION });
  return app;
}
