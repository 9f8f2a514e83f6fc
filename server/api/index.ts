import {open, rm} from 'node:fs/promises';
import {join} from 'node:path';
import type {FastifyInstance, FastifyRequest} from 'fastify';
import {corsPlugin} from '../plugins/cors';
import {jsonBodyPlugin} from '../plugins/jsonBody';
import {multipartPlugin} from '../plugins/multipart';
import {rateLimitPlugin} from '../plugins/rateLimit';
import {applicationRoutes} from './applications';
import {enquiryRoutes} from './enquiries';
import {ApiError} from '../http';
import {quoteRoutes} from './quotes';
import type {FormRoutesOptions} from './requests';
import {signupRoutes} from './signups';

export {sendError} from './errors';

/** How long the health check waits for the database: a load balancer's own check times out soon after. */
const healthTimeoutMs = 3000;

/** The file the health check writes and removes in DATA_DIR. */
export const healthProbeFileName = '.health-probe';

/**
 * Writes a few kilobytes to DATA_DIR and syncs them, as storing a form does
 * (SQLite's file, the uploads), then removes them: on a full or read-only
 * disk the write or the sync fails.
 */
async function probeWrite(dataDir: string): Promise<void> {
  const probe = join(dataDir, healthProbeFileName);
  try {
    const file = await open(probe, 'w', 0o600);
    try {
      await file.writeFile(Buffer.alloc(4096));
      await file.sync();
    } finally {
      await file.close();
    }
  } finally {
    await rm(probe, {force: true});
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The forms API under /api: what every form shares (CORS, the origin check,
 * the rate limit, multipart parsing: each in its file under plugins/), then
 * one plugin per form. A new form gets its own file beside enquiries.ts and a
 * method on Submissions, which every route reads from its instance.
 */
export async function registerApi(app: FastifyInstance): Promise<void> {
  const {config} = app;
  await app.register(
    async (api) => {
      await api.register(corsPlugin);
      await api.register(rateLimitPlugin);
      await api.register(multipartPlugin);
      await api.register(jsonBodyPlugin);

      // CORS alone does not stop a cross-site form post (multipart needs no preflight):
      // a post whose Origin is neither this site nor a configured one is refused.
      api.addHook('onRequest', async (request) => {
        if (request.method !== 'POST') return;
        const origin = request.headers.origin;
        // No Origin: not a cross-site browser request (curl, a server-side client).
        if (origin === undefined) return;
        if (config.siteOrigins.includes(origin)) return;
        // Browsers say so themselves when a request comes from the site's own pages,
        // which holds behind a proxy that rewrites Host.
        if (request.headers['sec-fetch-site'] === 'same-origin') return;
        // The whole origin, compared as text: a browser writes it as scheme://host[:port], so
        // another scheme, user information, a path or "null" is not this site (issue 42).
        // request.protocol and request.host honour X-Forwarded-* only from the trusted proxies (TRUST_PROXY).
        if (origin !== `${request.protocol}://${request.host}`) throw new ApiError(403, 'Origin not allowed');
      });

      // The storage budget (D105): an upload is refused before a byte of it is read when
      // uploads are paused (507) or its sender has used its budget (429).
      api.addHook('onRequest', async (request) => {
        if (!request.routeOptions.config.upload || request.method !== 'POST') return;
        const declared = Number(request.headers['content-length']);
        await api.uploadBudget.admit(
          request,
          Number.isFinite(declared) && declared >= 0 ? declared : undefined,
          request.routeOptions.config.uploadField,
        );
      });
      // What an upload reserved and did not use goes back to its sender's budget once it is
      // answered, or once its sender has gone (D112): its declared length counted the fields too.
      const settle = async (request: FastifyRequest) => {
        if (request.routeOptions.config.upload) await api.uploadBudget.settle(request);
      };
      api.addHook('onResponse', settle);
      api.addHook('onRequestAbort', settle);

      // A load balancer sends visitors only to instances that answer 200, so an
      // instance that cannot store a form says so: its database does not answer, or
      // its data folder takes no write (issue 42: a full disk answered 200 while
      // every form post failed).
      api.get('/health', async (request, reply) => {
        try {
          await withTimeout(api.storeHealth.ping(), healthTimeoutMs);
        } catch (error) {
          request.log.error(error, 'health check: the database does not answer');
          return reply.code(503).send({status: 'unavailable', error: 'The database does not answer'});
        }
        try {
          await withTimeout(probeWrite(config.dataDir), healthTimeoutMs);
        } catch (error) {
          request.log.error(error, 'health check: the data folder takes no write');
          return reply.code(503).send({status: 'unavailable', error: 'The data folder takes no write'});
        }
        // Still 200: the instance takes forms; uploads are paused, or soon will be (D105).
        const storage = await api.uploadBudget.state().catch(() => undefined);
        if (storage?.degraded) {
          request.log.warn(`health check: degraded: ${storage.degraded}`);
          return {status: 'degraded', reason: storage.degraded, uploads: storage.refusing ? 'paused' : 'accepted'};
        }
        return {status: 'ok'};
      });

      // Counted per address and per endpoint, the contact form's two calls together (enquiries.ts).
      const formOptions: FormRoutesOptions = {
        rateLimit: {max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs},
      };
      await api.register(enquiryRoutes, formOptions);
      await api.register(applicationRoutes, formOptions);
      await api.register(quoteRoutes, formOptions);
      await api.register(signupRoutes, formOptions);
    },
    {prefix: '/api'},
  );
}
