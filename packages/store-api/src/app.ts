import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppDeps } from "./app-deps.js";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/database.js";
import { errorHandler, errors } from "./http/errors.js";
import { setRegistrationLimit } from "./http/rate-limit.js";
import { cacheStatsOf } from "./http/response-cache.js";
import { scheduleCleanup } from "./modules/cleanup/cleanup.js";
import { findUnsupportedText, parseJsonBody } from "./http/text-values.js";
import { ChannelCache, type ChannelData } from "./modules/context/channel-cache.js";
import type { SalesChannelContext } from "./modules/context/context.js";
import { readContextOf, resolveContext } from "./modules/context/context.service.js";
import { routeModules } from "./modules/index.js";
import { DEFAULT_DELIVERY, MailWorker } from "./modules/mail/mail-delivery.js";
import { paymentPages } from "./modules/payment/payment.routes.js";

declare module "fastify" {
  interface FastifyRequest {
    ctx: SalesChannelContext;
    channel: ChannelData;
  }
}

const CORS_HEADERS =
  "Content-Type,Authorization,sw-context-token,sw-access-key,sw-language-id,sw-version-id,sw-inheritance,indexing-behavior,sw-include-seo-urls,sw-currency-id,sw-include-search-info";

/** Builds the Store API application; it never listens (server.ts does, tests use inject()). */
export async function buildApp({ db, config }: { db: Db; config: AppConfig }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // A slow client (1 byte every few seconds) must not hold a connection for ever (issue 12 M6): Node answers 408
    // and closes once the request is not complete in time; idle keep-alive connections close too.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks those deadlines on an interval (30 s by default): check every second, so they hold as configured.
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Only these peers may name the client in X-Forwarded-For; request.ip keys the rate limits (config.ts).
    trustProxy: config.trustedProxies,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Router refusals (an over-long path parameter, a broken percent-escape) answer in the Store API envelope too.
    frameworkErrors: errorHandler,
  });
  const deps: AppDeps = { db, config, channels: new ChannelCache(db) };
  setRegistrationLimit(config.registrationsPerIp);
  // Expired carts, contexts, rate-limit rows and payment tokens go on a schedule (modules/cleanup/cleanup.ts).
  const stopCleanup = scheduleCleanup(db, config.cleanupIntervalMs, (error) =>
    app.log.error({ err: error }, "cleanup failed"),
  );
  app.addHook("onClose", async () => stopCleanup());

  // An empty body on a JSON request means "no parameters", as Shopware treats it.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    try {
      // Values one engine would store and the other refuse are refused here, for both: NUL characters and lone
      // surrogates (text-values.ts), and number literals beyond double range (JSON.parse makes them Infinity).
      done(null, parseJsonBody(text));
    } catch (error) {
      done(errors.malformedJson((error as Error).message), undefined);
    }
  });

  // The same rule for path parameters and query strings (the JSON parser above covers bodies).
  app.addHook("preValidation", async (request) => {
    const where = findUnsupportedText(request.params, "/path") ?? findUnsupportedText(request.query, "/query");
    if (where !== undefined) throw errors.unsupportedCharacters(where);
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "OPTIONS") return reply.status(200).send("");
    const error = errors.routeNotFound(request.method, request.url);
    return reply.status(404).header("Cache-Control", "no-store").send({ errors: error.entries });
  });

  app.addHook("onRequest", async (_request, reply) => {
    // Every answer declares its type (JSON, PDF, images, the gateway's HTML); browsers must not guess another.
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Access-Control-Allow-Methods", "GET,POST,PUT,PATCH,DELETE");
    reply.header("Access-Control-Allow-Headers", CORS_HEADERS);
    reply.header("Access-Control-Expose-Headers", CORS_HEADERS);
  });

  app.get("/media/*", async (request, reply) => {
    const relative = (request.params as Record<string, string>)["*"] ?? "";
    const root = path.resolve(config.mediaDir);
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) throw errors.routeNotFound("GET", request.url);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw errors.routeNotFound("GET", request.url);
    const types: Record<string, string> = {
      ".webp": "image/webp",
      ".avif": "image/avif",
      ".png": "image/png",
      ".jpg": "image/jpeg",
      ".svg": "image/svg+xml",
      ".pdf": "application/pdf",
    };
    // Media files are content-addressed by the seed (a new picture gets a new path), so they may be cached for good.
    return reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Type", types[path.extname(file)] ?? "application/octet-stream")
      .header("Content-Length", info.size)
      .send(createReadStream(file));
  });

  // Health check for load balancers and orchestrators: 200 once this process can query its database, 503 when it
  // cannot (the balancer then routes around it). `pid` names the answering process (one worker of WORKERS=N); it
  // reveals nothing about the shop. Shopware's counterpart is the Admin API's /api/_info/health-check.
  app.get("/internal/health", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(db);
      return reply.send({ status: "ok", pid: process.pid });
    } catch (error) {
      app.log.error({ err: error }, "health check: the database does not answer");
      return reply.status(503).send({ status: "unavailable", pid: process.pid });
    }
  });

  // Hit and miss counts of this process's catalogue response cache (numbers only; the load report prints the ratio).
  app.get("/internal/cache-stats", async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(cacheStatsOf(db)),
  );

  // The DemoPay gateway page and the payment finalize URL: browser pages, outside the Store API prefix.
  await paymentPages(app, deps);

  await app.register(
    async (api) => {
      api.options("/*", async (_request, reply) => reply.status(200).send(""));
      api.addHook("preHandler", async (request, reply) => {
        if (request.method === "OPTIONS") return;
        const accessKey = request.headers["sw-access-key"];
        if (typeof accessKey !== "string" || accessKey === "") throw errors.missingAccessKey();
        const channel = await deps.channels.byAccessKey(accessKey);
        if (!channel) throw errors.salesChannelNotFound();
        if (config.maintenanceMode || channel.salesChannel.maintenance === 1) {
          const whitelist = JSON.parse(channel.salesChannel.maintenance_ip_whitelist ?? "[]") as string[];
          if (!whitelist.includes(request.ip)) throw errors.maintenance();
        }
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" && value !== "" ? value : undefined;
        };
        request.channel = channel;
        request.ctx = readContextOf(
          await resolveContext(db, channel, {
            token: header("sw-context-token"),
            languageHeader: header("sw-language-id"),
            includeSeoUrls:
              header("sw-include-seo-urls") !== undefined &&
              header("sw-include-seo-urls") !== "0" &&
              header("sw-include-seo-urls") !== "false",
          }),
        );
        reply.header("sw-context-token", request.ctx.token);
        if (header("sw-language-id")) reply.header("sw-language-id", request.ctx.languageId);
      });
      api.addHook("onSend", async (_request, reply, payload) => {
        // Store API answers belong to one session (they carry its token, a new one for a visitor without), so no shared
        // cache may keep them: a kept answer would hand that token, its cart and customer to the next visitor. A route
        // may choose a stricter value, never a public one (test/security/session-cache.test.ts sweeps every operation).
        const cacheControl = reply.getHeader("Cache-Control");
        if (cacheControl === undefined || /\bpublic\b|s-maxage/i.test(String(cacheControl)))
          reply.header("Cache-Control", "private, no-store");
        return payload;
      });
      for (const register of routeModules) await register(api, deps);
    },
    { prefix: "/store-api" },
  );

  // With SMTP_URL the outbox is delivered by a worker living as long as the app (see mail-delivery.ts).
  if (config.smtpUrl && config.mailFrom) {
    const worker = new MailWorker(
      db,
      { ...DEFAULT_DELIVERY, ...config.mailDelivery, smtpUrl: config.smtpUrl, from: config.mailFrom },
      { warn: (message) => app.log.warn(message) },
    );
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => worker.stop());
  }

  return app;
}
