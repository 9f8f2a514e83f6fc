import fastifyRateLimit, {type FastifyRateLimitOptions, type FastifyRateLimitStore} from '@fastify/rate-limit';
import type {RouteOptions} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type {RateLimitCounter} from '../storage/store';

/**
 * @fastify/rate-limit in the API's scope, with no global limit: each form's
 * route sets its own (RATE_LIMIT_MAX per window). Counted in the database when
 * instances share one (D34), else in this process's memory.
 */
export const rateLimitPlugin = fastifyPlugin(
  async (api) => {
    const counter = api.store.rateLimitCounter;
    await api.register(fastifyRateLimit, {global: false, ...(counter ? {store: sharedRateLimitStore(counter)} : {})});
  },
  {name: 'trendsoft-rate-limit'},
);

type StoreConstructor = new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;

/**
 * A store for @fastify/rate-limit that counts in the database (D34), so the
 * limit holds across every instance sharing it: RATE_LIMIT_MAX per address,
 * per endpoint and window, whichever instance a request reaches. Without a
 * shared database (SQLite) the plugin's own in-memory store counts, as before.
 */
export function sharedRateLimitStore(counter: RateLimitCounter): StoreConstructor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      /** The endpoint counted: each keeps its own count, as the in-memory store does. */
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: {current: number; ttl: number}) => void, timeWindow: number): void {
      counter.rateLimitHit(this.route, key, timeWindow, Date.now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions & {path: string; prefix: string}): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, with the route itself as routeInfo.
      const route = (routeOptions as {routeInfo?: {method?: string | string[]; url?: string}}).routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new SharedRateLimitStore({}, `${method} ${route.url ?? ''}`);
    }
  }
  return SharedRateLimitStore;
}
