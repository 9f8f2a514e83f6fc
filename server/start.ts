/**
 * The forms server's process: serves BUILD_DIR as it is, with the forms API.
 * `npm start` (scripts/start.ts) builds the site first when it is missing or
 * stale; the tests and a deployment run this file alone.
 */
import {createServer} from './app';
import {loadConfig} from './config';
import {redactTokens} from './tokens';

async function main(): Promise<void> {
  const config = loadConfig();
  const {app, worker} = await createServer(config, {
    logger: {
      level: config.logLevel,
      // The privacy policy says IP addresses serve only the rate limit and are
      // not kept: Fastify's default request log line would record them. A
      // newsletter link's token would let a log's reader act for its owner (issue 42).
      serializers: {req: (request: {method: string; url: string}) => ({method: request.method, url: redactTokens(request.url)})},
    },
  });
  const address = await app.listen({port: config.port, host: config.host});
  // The store's kind only: DATABASE_URL may hold a password.
  const storeName = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite';
  console.log(`Trendsoft site and forms API on ${address} (build: ${config.buildDir}, data: ${config.dataDir}, store: ${storeName})`);
  if (!worker) console.log('SMTP_URL is not set: notifications wait in the outbox (npm run forms:export -- outbox).');
  if (config.metrics) console.log(`Prometheus metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    // A request that never ends must not hold the process past the manager's
    // kill deadline: what is stored is on disk already (synchronous commits).
    setTimeout(() => {
      app.log.error(`${signal}: requests still open after ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
