import {loadConfig} from '../../server/config';

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

test.each([
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
