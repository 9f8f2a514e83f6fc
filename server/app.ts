import Fastify, {type FastifyInstance, type FastifyServerOptions} from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import {registerApi, sendError} from './api';
import type {ServerConfig} from './config';
import {OutboxWorker} from './outbox';
import {registerSite, ScriptHashes} from './site';
import type {Store} from './store';
import {openStore} from './stores';
import {Submissions} from './submissions';

/** Stored files younger than this are never swept: another instance may be writing them. */
export const sweepMinAgeMs = 60 * 60_000;

/** D19: JSON bodies above this size are answered 413. */
export const jsonBodyLimit = 32 * 1024;

export interface FormsServer {
  app: FastifyInstance;
  store: Store;
  worker: OutboxWorker | undefined;
}

// The origin of an absolute FORMS_API_URL (D10), so the CSP lets the forms reach it.
function formsApiOrigin(config: ServerConfig): string[] {
  const configured = config.formsApiUrl;
  if (!configured || !/^https?:\/\//.test(configured)) return [];
  return [new URL(configured).origin];
}

export async function createServer(config: ServerConfig, options: {logger?: FastifyServerOptions['logger']} = {}): Promise<FormsServer> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: jsonBodyLimit,
    // A hop count trusts that many proxies nearest the server (Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Fastify's default is no limit: a slow upload could hold a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      // Node reads the request timeout when the server is created: setting it
      // afterwards, as Fastify's requestTimeout does, is never enforced.
      requestTimeout: config.requestTimeoutMs,
      // Node checks it this often (30 s by default): a quarter keeps the cut-off near the limit.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    // SIGTERM: keep-alive connections that are idle close at once; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A request Fastify cannot route (a bad URL such as /%ff, a bad header)
    // gets the same JSON error shape as every other refusal.
    frameworkErrors: (error, request, reply) => {
      sendError(error, request, reply);
    },
  });
  const store = await openStore(config, app.log);
  const worker =
    config.smtpUrl && config.mailFrom && config.mailToSales && config.mailToHr
      ? new OutboxWorker(
          store,
          {
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            to: {sales: config.mailToSales, hr: config.mailToHr},
            messageIdDomain: config.mailFrom.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'trendsoft.invalid',
          },
          config.outbox,
          app.log,
        )
      : undefined;

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  const scriptHashes = new ScriptHashes(config.buildDir);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Docusaurus inlines one small script per page; its hash is allowed, no other inline script.
        scriptSrc: ["'self'", () => scriptHashes.current().join(' ')],
        // React renders style attributes (e.g. an image's aspect ratio), which only 'unsafe-inline' allows.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...formsApiOrigin(config)],
        // No page embeds another site (the office maps are our own drawings).
        frameSrc: ["'none'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    // The maps frames are cross-origin documents without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });
  // The page policy (1.8 KB of script hashes) means nothing to JSON: an API
  // answer gets the strictest policy instead.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });

  const submissions = new Submissions(store, config.dataDir, () => worker?.kick());
  await registerApi(app, {config, submissions, rateLimitCounter: store.rateLimitCounter, pingStore: () => store.ping()});
  await registerSite(app, config.buildDir);

  app.addHook('onReady', async () => {
    const swept = await submissions.sweepFiles(sweepMinAgeMs);
    if (swept.partials.length + swept.orphans.length > 0) {
      app.log.warn(`removed ${swept.partials.length} unfinished and ${swept.orphans.length} unreferenced stored file(s)`);
    }
    worker?.start();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await store.close();
  });
  return {app, store, worker};
}
