import fastifyRateLimit, {type FastifyRateLimitOptions, type FastifyRateLimitStore} from '@fastify/rate-limit';
import type {RouteOptions} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type {RateLimitCounter} from '../storage/health';

/**
 * @fastify/rate-limit in the API's scope, with no global limit: each form's
 * route sets its own (RATE_LIMIT_MAX per window). Counted in the database when
 * instances share one (D34), else in this process's memory.
 */
export const rateLimitPlugin = fastifyPlugin(
  async (api) => {
    // Without a shared database, a counter in this process's memory: the plugin's own keeps one
    // per route, so two routes of one group (the contact form's two calls) could not share it.
    const counter = api.storeHealth.rateLimitCounter ?? new MemoryRateLimitCounter();
    await api.register(fastifyRateLimit, {global: false, store: sharedRateLimitStore(counter)});
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
      const options = routeOptions as {groupId?: string; routeInfo?: {method?: string | string[]; url?: string}};
      // Routes of one group count together (issue 65: the contact form's two endpoints).
      if (options.groupId) return new SharedRateLimitStore({}, `group ${options.groupId}`);
      const route = options.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new SharedRateLimitStore({}, `${method} ${route.url ?? ''}`);
    }
  }
  return SharedRateLimitStore;
}

/** Most clients one instance's memory counts at once; the oldest are dropped first, as the plugin's own store does. */
const memoryCounterSize = 5000;

/** Counts in this process (SQLite: one machine), with the same windows as the database's counter. */
export class MemoryRateLimitCounter implements RateLimitCounter {
  private readonly windows = new Map<string, {count: number; endsAt: number}>();

  async rateLimitHit(route: string, client: string, windowMs: number, at: number): Promise<{current: number; ttl: number}> {
    const id = `${route}\0${client}`;
    const existing = this.windows.get(id);
    const window = existing && existing.endsAt > at ? existing : {count: 0, endsAt: at + windowMs};
    window.count += 1;
    // Re-inserted, so the Map's order is the order of last use.
    this.windows.delete(id);
    this.windows.set(id, window);
    if (this.windows.size > memoryCounterSize) this.windows.delete(this.windows.keys().next().value!);
    return {current: window.count, ttl: window.endsAt - at};
  }
}
