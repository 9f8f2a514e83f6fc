import {realpathSync} from 'node:fs';
import {isIP} from 'node:net';
import {basename, dirname, isAbsolute, join, relative, resolve} from 'node:path';
import {specialistTeams, type SpecialistTeam} from './inboxes';
import type {UploadLimits} from './uploadBudget';

/** Everything the server reads from the environment (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  dataDir: string;
  /**
   * DATABASE_URL (postgres://…): keep submissions and the outbox in
   * PostgreSQL, shared by every instance (D33). Unset: SQLite in DATA_DIR.
   */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections each instance keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** Origins allowed to post from elsewhere (CORS). Same-origin posts are always allowed. */
  siteOrigins: string[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /**
   * Which reverse proxies may say who the visitor is (X-Forwarded-For, -Host,
   * -Proto), so the rate limit counts visitors, not the proxy: a hop count, or
   * the proxies' addresses. Never every hop: a client could then name itself.
   */
  trustProxy: false | number | string[];
  /** How long a whole request may take to arrive (a slow upload is cut off after it). */
  requestTimeoutMs: number;
  /** How long a connection may stay silent, mid-request or idle between requests. */
  idleTimeoutMs: number;
  /**
   * How long a request's headers, and the body of anything but an upload (a
   * form's JSON, a newsletter link's post), may take to arrive (issue 42).
   */
  formTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mailToSales: string | undefined;
  mailToHr: string | undefined;
  /**
   * METRICS_PORT: Prometheus metrics (server/metrics.ts) on this port of
   * METRICS_HOST, never the public one; unset, none are served.
   */
  metrics: {port: number; host: string} | undefined;
  /** MAIL_TO_ACCESSIBILITY, MAIL_TO_TESTING, MAIL_TO_SECURITY: each optional, MAIL_TO_SALES in its place. */
  mailToTeams: Partial<Record<SpecialistTeam, string>>;
  outbox: OutboxTiming;
  /** FORMS_API_URL, when the forms post to another origin: the CSP must allow it. */
  formsApiUrl: string | undefined;
  logLevel: LogLevel;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long each kind of submission is kept (Privacy Policy §3, D39). */
  retention: RetentionDays;
  /**
   * The slowest an upload may arrive, in bytes per second over each 10 s (issue 65: one byte
   * every 5 s held a connection): below it the answer is 408.
   */
  uploadMinBytesPerSecond: number;
  /** Connections one address may hold open at once (without TRUST_PROXY: behind a proxy every client is the proxy). */
  maxConnectionsPerClient: number;
  /** The storage budget for uploads (issue 65, D105). */
  uploads: UploadLimits;
  /**
   * SITE_URL, the site's public origin, for links in e-mails to subscribers
   * (D41). Never the request's Host, which any client can set (issue 42): it
   * must be set when SMTP_URL is; without mail it defaults to this machine's
   * own address, for development.
   */
  siteUrl: string;
}

/**
 * Days each kind of submission is kept after it was sent (RETENTION_*_DAYS).
 * The defaults are the Privacy Policy's periods: 24 months for enquiries and
 * quote requests, 12 for applications, 24 for an application whose sender
 * asked us to keep it for future openings.
 */
export interface RetentionDays {
  enquiries: number;
  quotes: number;
  applications: number;
  keptApplications: number;
  /** A newsletter sign-up whose confirmation link was never followed (D41). */
  unconfirmedSignups: number;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Outbox retry timing; tests shorten it so SMTP outages play out in seconds. */
export interface OutboxTiming {
  /** How often the worker looks for due notifications. */
  pollMs: number;
  /** First retry delay; doubles with each failed attempt up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** How long a claimed notification stays locked while it is being sent. */
  sendTimeoutMs: number;
  /** Failed attempts after which a notification is given up (status 'failed'). */
  maxAttempts: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A path on this site (`/api`) or an absolute http(s) URL. */
function formsApiUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = optional(env, 'FORMS_API_URL');
  if (value === undefined || /^\/(?!\/)/.test(value)) return value;
  if (!httpUrl(value)) throw new Error(`FORMS_API_URL must be a path such as /api or an http(s) URL, got "${value}"`);
  return value;
}

/** The value as an http(s) URL, or undefined when it is not one. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Names proxy-addr accepts for address ranges, beside addresses and CIDR ranges. */
const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Whether `path` is `folder` or inside it (both absolute). */
function isInside(path: string, folder: string): boolean {
  const fromFolder = relative(folder, path);
  return fromFolder === '' || (!fromFolder.startsWith('..') && !isAbsolute(fromFolder));
}

/**
 * `path` with every symbolic link resolved, as the file system will follow it: the part
 * that exists yet is resolved, the rest (a data folder made at first start) appended.
 */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

function siteUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = optional(env, 'SITE_URL');
  if (value === undefined) return undefined;
  const url = httpUrl(value);
  if (!url) throw new Error(`SITE_URL must be the site's http(s) origin, such as https://www.trendsoft.example, got "${value}"`);
  return url.origin;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = optional(env, 'DATABASE_URL');
  if (value === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    // Never echo the value: it may hold a password.
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL (or unset, for SQLite in DATA_DIR)');
  }
  return value;
}

/** The most proxy hops TRUST_PROXY may name: more than any deployment here has (README "Deploying"). */
export const maxProxyHops = 4;

function trustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const value = optional(env, 'TRUST_PROXY');
  if (value === undefined || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    // A CDN and a load balancer are 2; more than the hops that exist lets a client name its
    // own address in X-Forwarded-For (issue 65: 99 was accepted).
    if (Number(value) > maxProxyHops) throw new Error(`TRUST_PROXY must be at most ${maxProxyHops} proxies, got "${value}"`);
    return Number(value);
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (1 for one) or a comma-separated list of their addresses or CIDR ranges, got "${value}"`,
    );
  }
  return entries;
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 3000);
  const config: ServerConfig = {
    port,
    host: optional(env, 'HOST') ?? '127.0.0.1',
    buildDir: resolve(cwd, optional(env, 'BUILD_DIR') ?? 'build'),
    dataDir: resolve(cwd, optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1),
    siteOrigins: (optional(env, 'SITE_ORIGIN') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    trustProxy: trustProxy(env),
    // Long enough for a 50 MB quote upload over a 0.5 Mbit/s mobile uplink
    // (about 14 minutes); a trickle that would hold a connection for ever is
    // cut off by the idle timeout first.
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 900_000, 100),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 30_000, 100),
    // A form's 32 KB at most: 10 s is slower than any phone (3.2 KB/s), and a
    // trickle of a byte every few seconds no longer holds a connection for 15 minutes.
    formTimeoutMs: integer(env, 'FORM_TIMEOUT_MS', 10_000, 100),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    mailToSales: optional(env, 'MAIL_TO_SALES'),
    mailToHr: optional(env, 'MAIL_TO_HR'),
    metrics:
      optional(env, 'METRICS_PORT') === undefined
        ? undefined
        : {port: integer(env, 'METRICS_PORT', 0), host: optional(env, 'METRICS_HOST') ?? '127.0.0.1'},
    mailToTeams: Object.fromEntries(
      specialistTeams.flatMap((team) => {
        const address = optional(env, `MAIL_TO_${team.toUpperCase()}`);
        return address ? [[team, address]] : [];
      }),
    ),
    outbox: {
      pollMs: integer(env, 'OUTBOX_POLL_MS', 5_000, 10),
      retryBaseMs: integer(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 10),
      maxRetryMs: integer(env, 'OUTBOX_RETRY_MAX_MS', 60 * 60_000, 10),
      sendTimeoutMs: integer(env, 'OUTBOX_SEND_TIMEOUT_MS', 60_000, 100),
      maxAttempts: integer(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1),
    },
    formsApiUrl: formsApiUrl(env),
    logLevel: logLevel(env),
    // Below the 30 s grace most process managers give before SIGKILL.
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 20_000, 100),
    retention: {
      enquiries: integer(env, 'RETENTION_ENQUIRIES_DAYS', 730, 1),
      quotes: integer(env, 'RETENTION_QUOTES_DAYS', 730, 1),
      applications: integer(env, 'RETENTION_APPLICATIONS_DAYS', 365, 1),
      keptApplications: integer(env, 'RETENTION_KEPT_APPLICATIONS_DAYS', 730, 1),
      unconfirmedSignups: integer(env, 'RETENTION_UNCONFIRMED_SIGNUPS_DAYS', 7, 1),
    },
    siteUrl: siteUrl(env) ?? `http://localhost:${port}`,
    // 1 KB/s is 1/60 of a slow 0.5 Mbit/s uplink: only a client that means to hold the connection is slower.
    uploadMinBytesPerSecond: integer(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 1024, 0),
    // A browser opens up to 6 connections to a host; 50 leaves room for an office behind one
    // address (NAT) while one client can no longer hold hundreds.
    maxConnectionsPerClient: integer(env, 'MAX_CONNECTIONS_PER_CLIENT', 50, 1),
    // Sized for a small company: three full quote requests a day from one address, 20 GB of
    // stored files (24 months of uploads), and 1 GB kept free for the database and the logs.
    uploads: {
      clientBudgetBytes: integer(env, 'UPLOAD_CLIENT_BUDGET_BYTES', 150 * 1024 * 1024, 1),
      clientWindowMs: integer(env, 'UPLOAD_CLIENT_WINDOW_MS', 24 * 60 * 60_000, 1000),
      storageMaxBytes: integer(env, 'UPLOAD_STORAGE_MAX_BYTES', 20 * 1024 ** 3, 1),
      minFreeBytes: integer(env, 'UPLOAD_MIN_FREE_BYTES', 1024 ** 3, 0),
    },
  };
  if (config.retention.keptApplications < config.retention.applications) {
    // The box extends the period; a shorter one would break that promise.
    throw new Error('RETENTION_KEPT_APPLICATIONS_DAYS must be at least RETENTION_APPLICATIONS_DAYS');
  }
  // The server serves BUILD_DIR as it is: a data folder inside it would serve the
  // database and the uploads to anyone who asks (issue 42); one holding the
  // build would mix the site into the data. Compared where the links lead: a data
  // folder reached through a symbolic link into the build was served (issue 65).
  const [realData, realBuild] = [realPath(config.dataDir), realPath(config.buildDir)];
  if (isInside(realData, realBuild) || isInside(realBuild, realData)) {
    const linked = realData !== config.dataDir || realBuild !== config.buildDir ? ` (through links: ${realData}, ${realBuild})` : '';
    throw new Error(
      `DATA_DIR (${config.dataDir}) and BUILD_DIR (${config.buildDir}) must be separate folders, neither inside the other${linked}`,
    );
  }
  // The metrics tell how many leads came and which were not delivered: not for visitors.
  if (config.metrics && config.metrics.port !== 0 && config.metrics.port === config.port) {
    throw new Error('METRICS_PORT must differ from PORT: the metrics are never served on the public port');
  }
  if (config.smtpUrl) {
    // SITE_URL too: the links in e-mails to subscribers are built from it, never from a request's Host.
    const missing = (['MAIL_FROM', 'MAIL_TO_SALES', 'MAIL_TO_HR', 'SITE_URL'] as const).filter((name) => !optional(env, name));
    if (missing.length > 0) throw new Error(`SMTP_URL is set, so ${missing.join(', ')} must be set too`);
  }
  return config;
}
