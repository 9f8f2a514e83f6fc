import {STATUS_CODES, type Server} from 'node:http';
import type {Socket} from 'node:net';
import Fastify, {type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions} from 'fastify';
import {registerApi, sendError} from './api';
import {clientErrorMessage, refusedConnections} from './api/errors';
import {ApiError} from './http';
import type {ServerConfig} from './config';
import {ServerMetrics} from './metrics';
import {OutboxWorker} from './outbox';
import {PageScriptHashes, registerSite} from './site';
import type {HealthRepository} from './storage/health';
import type {Store} from './storage/store';
import {registerNewsletterLinks} from './api/newsletterLinks';
import {helmetPlugin} from './plugins/helmet';
import {closeAfterAnswer, drainBody, timeoutsPlugin} from './plugins/timeouts';
import {RetentionSweeper} from './retention';
import {openStore} from './storage/open';
import {Submissions} from './submissions';
import {UploadBudget} from './uploadBudget';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration, read once at start (config.ts). */
    config: ServerConfig;
    /** Whether the database answers, and, when instances share it, the rate limit's counts (storage/health). */
    storeHealth: HealthRepository;
    /** What the forms do with what they receive: validation done, it stores and queues e-mail. */
    submissions: Submissions;
    /** Counts uploaded bytes per client and in all, and refuses uploads past them (D105). */
    uploadBudget: UploadBudget;
    /** Sends the queued e-mail; undefined when SMTP is not configured. */
    outbox: OutboxWorker | undefined;
  }
}

/**
 * A request Node's parser refuses (a malformed chunked body, a bad header) or one it timed
 * out: answered in the API's JSON shape, and a malformed one logged once, at warn, with its
 * code and no stack (issue 65); a timeout is the client's slowness, not worth a warning.
 */
function answerClientError(this: FastifyInstance, error: Error & {code?: string}, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (status === 408) this.log.debug({code: error.code}, 'request timed out before it was read');
  else {
    this.log.warn({code: error.code}, `malformed request refused (${status})`);
    refusedConnections.add(socket);
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({error: clientErrorMessage(status), fields: {}});
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** Closes a connection at once when its address already holds `max` (issue 65). */
function limitConnectionsPerClient(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      log.warn(`refused a connection: its address already holds ${max}`);
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Stored files younger than this are never swept: another instance may be writing them. */
export const sweepMinAgeMs = 60 * 60_000;

/** D19: JSON bodies above this size are answered 413. */
export const jsonBodyLimit = 32 * 1024;

export interface FormsServer {
  app: FastifyInstance;
  store: Store;
  worker: OutboxWorker | undefined;
  /** The metrics' own server (METRICS_PORT), listening once the app is ready. */
  metricsServer: () => Server | undefined;
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
    // Fastify's default keeps an idle keep-alive connection 72 s; the README says IDLE_TIMEOUT_MS (issue 65).
    keepAliveTimeout: config.idleTimeoutMs,
    http: {
      // Node reads the request timeout when the server is created: setting it
      // afterwards, as Fastify's requestTimeout does, is never enforced.
      requestTimeout: config.requestTimeoutMs,
      // Headers sent a byte at a time are cut off (408) like a form's slow body (issue 42).
      headersTimeout: Math.min(config.formTimeoutMs, config.requestTimeoutMs),
      // Node checks both this often (30 s by default): a quarter keeps the cut-off near the limit.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(Math.min(config.formTimeoutMs, config.requestTimeoutMs) / 4))),
    },
    // SIGTERM: keep-alive connections that are idle close at once; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A request Fastify cannot route (a bad URL such as /%ff, a bad header)
    // gets the same JSON error shape as every other refusal.
    frameworkErrors: (error, request, reply) => {
      // Answered before any route or hook: the API's no-store is set here (issue 65).
      reply.header('cache-control', 'no-store');
      sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  // One address may not hold more than MAX_CONNECTIONS_PER_CLIENT connections (issue 65: one
  // client held 200 for 44 s). Behind trusted proxies every connection is a proxy's, so the
  // proxies cap their clients and this cap is not applied.
  if (config.trustProxy === false) limitConnectionsPerClient(app.server, config.maxConnectionsPerClient, app.log);
  const store = await openStore(config, app.log);
  const uploadBudget = new UploadBudget(config.dataDir, config.uploads, store.uploadBudget, (reason) => metrics?.uploadRefused(reason));
  const metrics = config.metrics ? new ServerMetrics(store.outbox, uploadBudget) : undefined;
  const worker =
    config.smtpUrl && config.mailFrom && config.mailToSales && config.mailToHr
      ? new OutboxWorker(
          store.outbox,
          {
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            to: {sales: config.mailToSales, hr: config.mailToHr},
            teams: config.mailToTeams,
            messageIdDomain: config.mailFrom.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'trendsoft.invalid',
          },
          config.outbox,
          app.log,
          metrics,
        )
      : undefined;

  app.setErrorHandler(async (error, request, reply) => {
    // Too large: the client is still sending; it reads the answer only once it has sent all.
    // Refused for its size, its sender's budget or a full disk (D105): likewise.
    const status = (error as {statusCode?: number}).statusCode;
    if (error instanceof ApiError && error.headers.connection === 'close') closeAfterAnswer(request.raw, reply.raw);
    else if (status === 413 || status === 429 || status === 507) await drainBody(request.raw);
    return sendError(error, request, reply);
  });

  const submissions = new Submissions(store.submissions, store.newsletter, config.dataDir, (form) => {
    metrics?.submissionStored(form);
    worker?.kick();
  });
  // On the root instance, so every plugin and route reads them from its own scope.
  app.decorate('config', config);
  app.decorate('storeHealth', store.health);
  app.decorate('submissions', submissions);
  app.decorate('outbox', worker);
  app.decorate('uploadBudget', uploadBudget);

  // Answers of the API, and of the newsletter links' posts, are for the one who asked: never
  // kept by a browser or a shared cache (issue 42). On the root instance, so an /api path no
  // route has (404, 405) or a URL Fastify cannot read (400) is covered too (issue 65).
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || (request.method === 'POST' && /^(?:\/hi)?\/newsletter\//.test(path))) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(timeoutsPlugin);
  await app.register(helmetPlugin, {pageScriptHashes: new PageScriptHashes(config.buildDir)});

  await registerApi(app);
  await registerNewsletterLinks(app);
  await registerSite(app, config.buildDir);

  const retention = new RetentionSweeper(store.privacy, config, app.log);
  let metricsServer: Server | undefined;
  app.addHook('onReady', async () => {
    if (metrics && config.metrics) metricsServer = await metrics.listen(config.metrics.port, config.metrics.host, config);
    retention.start();
    uploadBudget.start(app.log);
    const swept = await submissions.sweepFiles(sweepMinAgeMs);
    if (swept.partials.length + swept.orphans.length > 0) {
      app.log.warn(`removed ${swept.partials.length} unfinished and ${swept.orphans.length} unreferenced stored file(s)`);
    }
    worker?.start();
  });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    await retention.stop();
    uploadBudget.stop();
    await worker?.stop();
    await store.close();
  });
  return {app, store, worker, metricsServer: () => metricsServer};
}
