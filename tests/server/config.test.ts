import {mkdirSync, rmSync, symlinkSync} from 'node:fs';
import {join} from 'node:path';
import {loadConfig} from '../../server/config';
import {tempDir} from './helpers';

// Issue 12: the server's settings are read in one place; a bad value stops
// the start with a message naming the variable.

test('defaults: info logging, same-origin forms API, a shutdown deadline under 30 s, ten mail attempts', () => {
  const config = loadConfig({}, '/srv/site');
  expect(config).toMatchObject({logLevel: 'info', formsApiUrl: undefined, buildDir: '/srv/site/build', dataDir: '/srv/site/data'});
  expect(config.shutdownTimeoutMs).toBeLessThan(30_000);
  expect(config.outbox.maxAttempts).toBe(10);
});

test('accepts a forms API path or an http(s) URL', () => {
  expect(loadConfig({FORMS_API_URL: '/api'}).formsApiUrl).toBe('/api');
  expect(loadConfig({FORMS_API_URL: 'https://forms.trendsoft.example/api'}).formsApiUrl).toBe('https://forms.trendsoft.example/api');
});

test('TRUST_PROXY is a hop count or a list of proxy addresses, never "every hop"', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({TRUST_PROXY: '0'}).trustProxy).toBe(false);
  expect(loadConfig({TRUST_PROXY: '1'}).trustProxy).toBe(1);
  expect(loadConfig({TRUST_PROXY: '2'}).trustProxy).toBe(2);
  expect(loadConfig({TRUST_PROXY: '10.0.0.5, 10.0.1.0/24, ::1, loopback'}).trustProxy).toEqual([
    '10.0.0.5',
    '10.0.1.0/24',
    '::1',
    'loopback',
  ]);
});

test('DATABASE_URL chooses PostgreSQL; unset, SQLite in DATA_DIR; a bad one is refused without echoing it (it may hold a password)', () => {
  expect(loadConfig({})).toMatchObject({databaseUrl: undefined, databasePoolSize: 10});
  expect(loadConfig({DATABASE_URL: 'postgres://forms:secret@db.internal:5432/trendsoft', DATABASE_POOL_SIZE: '4'})).toMatchObject({
    databaseUrl: 'postgres://forms:secret@db.internal:5432/trendsoft',
    databasePoolSize: 4,
  });
  expect(() => loadConfig({DATABASE_URL: 'mysql://forms:secret@db.internal/trendsoft'})).toThrow(/^DATABASE_URL must be a postgres:\/\//);
  expect(() => loadConfig({DATABASE_URL: 'mysql://forms:secret@db.internal/trendsoft'})).not.toThrow(/secret/);
  expect(() => loadConfig({DATABASE_POOL_SIZE: '0'})).toThrow(/^DATABASE_POOL_SIZE must be an integer of at least 1/);
});

test('slow requests are cut off by default: 5 minutes for a whole request, 30 s of silence', () => {
  expect(loadConfig({})).toMatchObject({requestTimeoutMs: 900_000, idleTimeoutMs: 30_000});
});

test.each([
  [{TRUST_PROXY: 'true'}, /^TRUST_PROXY must be the number of proxies in front of the server/],
  [{TRUST_PROXY: '10.0.0.0/33'}, /^TRUST_PROXY /],
  [{TRUST_PROXY: 'proxy.example.com'}, /^TRUST_PROXY /],
  [{REQUEST_TIMEOUT_MS: '0'}, /^REQUEST_TIMEOUT_MS must be an integer of at least 100/],
  [{IDLE_TIMEOUT_MS: 'never'}, /^IDLE_TIMEOUT_MS must be an integer/],
  [{FORMS_API_URL: 'forms.example.com/api'}, /^FORMS_API_URL must be a path such as \/api or an http\(s\) URL/],
  [{FORMS_API_URL: '//forms.example.com/api'}, /^FORMS_API_URL /],
  [{FORMS_API_URL: 'ftp://forms.example.com'}, /^FORMS_API_URL /],
  [{LOG_LEVEL: 'verbose'}, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"/],
  [{OUTBOX_MAX_ATTEMPTS: '0'}, /^OUTBOX_MAX_ATTEMPTS must be an integer of at least 1/],
  [{SHUTDOWN_TIMEOUT_MS: 'soon'}, /^SHUTDOWN_TIMEOUT_MS must be an integer/],
  [{PORT: '80.5'}, /^PORT must be an integer/],
])('refuses %j, naming the variable', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

// Issue 42: settings an outside security test found unsafe stop the start.
test.each([
  [
    {BUILD_DIR: '/srv/site/build', DATA_DIR: '/srv/site/build/data'},
    /^DATA_DIR \(\/srv\/site\/build\/data\) and BUILD_DIR .* must be separate folders/,
  ],
  [{BUILD_DIR: '/srv/site/data/build', DATA_DIR: '/srv/site/data'}, /^DATA_DIR .* must be separate folders/],
  [{BUILD_DIR: '/srv/site', DATA_DIR: '/srv/site'}, /^DATA_DIR .* must be separate folders/],
])('refuses a data folder that overlaps the served build: %j', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test('folders are compared where their links lead: a data folder linked into the build is refused (issue 65)', () => {
  const root = tempDir('links');
  try {
    mkdirSync(join(root, 'build', 'data'), {recursive: true});
    mkdirSync(join(root, 'data'));
    symlinkSync(join(root, 'build', 'data'), join(root, 'data-link'));
    expect(() => loadConfig({BUILD_DIR: join(root, 'build'), DATA_DIR: join(root, 'data-link')})).toThrow(
      /^DATA_DIR .* must be separate folders, neither inside the other \(through links: /,
    );
    // A data folder not made yet, under a link into the build.
    symlinkSync(join(root, 'build'), join(root, 'build-link'));
    expect(() => loadConfig({BUILD_DIR: join(root, 'build'), DATA_DIR: join(root, 'build-link', 'new-data')})).toThrow(
      /must be separate folders/,
    );
    // A build reached through a link inside the data folder.
    symlinkSync(join(root, 'data'), join(root, 'data-alias'));
    expect(() => loadConfig({BUILD_DIR: join(root, 'data-alias', 'site'), DATA_DIR: join(root, 'data')})).toThrow(
      /must be separate folders/,
    );
    expect(loadConfig({BUILD_DIR: join(root, 'build'), DATA_DIR: join(root, 'data')}).dataDir).toBe(join(root, 'data'));
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('accepts side-by-side folders whose names share a prefix', () => {
  expect(loadConfig({BUILD_DIR: '/srv/site/build', DATA_DIR: '/srv/site/build-data'}).dataDir).toBe('/srv/site/build-data');
});

test("with mail to send, SITE_URL is required: links in e-mails are never built from a request's Host", () => {
  const mail = {SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'w@example.com', MAIL_TO_SALES: 's@example.com', MAIL_TO_HR: 'h@example.com'};
  expect(() => loadConfig(mail)).toThrow('SMTP_URL is set, so SITE_URL must be set too');
  expect(loadConfig({...mail, SITE_URL: 'https://www.trendsoft.example'}).siteUrl).toBe('https://www.trendsoft.example');
  // Without mail nothing leaves the machine: links point at it, for development.
  expect(loadConfig({PORT: '3005'}).siteUrl).toBe('http://localhost:3005');
});

test('METRICS_PORT serves the metrics on loopback unless METRICS_HOST says otherwise, and never on the public port (issue 42)', () => {
  expect(loadConfig({}).metrics).toBeUndefined();
  expect(loadConfig({METRICS_PORT: '9464'}).metrics).toEqual({port: 9464, host: '127.0.0.1'});
  expect(loadConfig({METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5'}).metrics).toEqual({port: 9464, host: '10.0.0.5'});
  expect(() => loadConfig({PORT: '3000', METRICS_PORT: '3000'})).toThrow(/^METRICS_PORT must differ from PORT/);
  expect(() => loadConfig({METRICS_PORT: 'prometheus'})).toThrow(/^METRICS_PORT must be an integer/);
});
