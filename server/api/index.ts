import type {FastifyInstance} from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import {resumeRules} from '../../src/forms/rules';
import type {ServerConfig} from '../config';
import {sharedRateLimitStore} from '../rateLimit';
import type {RateLimitCounter} from '../store';
import type {Submissions} from '../submissions';
import {applicationRoutes} from './applications';
import {enquiryRoutes} from './enquiries';
import {ApiError} from './errors';
import {quoteRoutes} from './quotes';
import {idempotencyHeader, type FormRoutesOptions} from './requests';
import {signupRoutes} from './signups';

export {sendError} from './errors';

/** How long the health check waits for the database: a load balancer's own check times out soon after. */
const healthTimeoutMs = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The forms API under /api: what every form shares (CORS, the origin check,
 * the rate limit, multipart parsing), then one plugin per form. A new form
 * gets its own file beside enquiries.ts and a method on Submissions.
 */
export async function registerApi(
  app: FastifyInstance,
  options: {
    config: ServerConfig;
    submissions: Submissions;
    rateLimitCounter?: RateLimitCounter | undefined;
    /** Resolves when the database answers; the health check asks it. */
    pingStore: () => Promise<void>;
  },
): Promise<void> {
  const {config, submissions, rateLimitCounter, pingStore} = options;

  await app.register(
    async (api) => {
      // D19: only the configured origins may post from elsewhere; same-origin posts need no CORS.
      await api.register(fastifyCors, {
        origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
        methods: ['POST', 'GET'],
        allowedHeaders: ['Content-Type', 'Accept', idempotencyHeader],
        maxAge: 600,
      });
      // Counted in the database when instances share one (D34), else in this process's memory.
      await api.register(fastifyRateLimit, {global: false, ...(rateLimitCounter ? {store: sharedRateLimitStore(rateLimitCounter)} : {})});
      // The careers form's limits; the quote form sets its own per request.
      await api.register(fastifyMultipart, {
        limits: {
          fileSize: resumeRules.maxBytes,
          files: 1,
          fields: 10,
          fieldSize: 4096,
          parts: 12,
          headerPairs: 50,
        },
      });

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
        let host: string | undefined;
        try {
          host = new URL(origin).host;
        } catch {
          host = undefined; // "null" (sandboxed frames, file:) and garbage
        }
        // request.host honours X-Forwarded-Host only from the trusted proxies (TRUST_PROXY).
        if (!host || host !== request.host) throw new ApiError(403, 'Origin not allowed');
      });

      // A load balancer sends visitors only to instances that answer 200, so an
      // instance whose database does not answer says so instead of taking forms it cannot store.
      api.get('/health', async (request, reply) => {
        try {
          await withTimeout(pingStore(), healthTimeoutMs);
          return {status: 'ok'};
        } catch (error) {
          request.log.error(error, 'health check: the database does not answer');
          return reply.code(503).send({status: 'unavailable', error: 'The database does not answer'});
        }
      });

      // Counted per address and per endpoint: one contact submission makes two calls.
      const formOptions: FormRoutesOptions = {
        submissions,
        dataDir: config.dataDir,
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
