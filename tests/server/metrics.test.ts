import {connect, createServer as createNetServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {postJson, startServer, submitEnquiry, validEnquiry, waitForAsync, type RunningServer} from './helpers';

jest.setTimeout(60_000);

// Issue 42: with the mail server down every enquiry waited in the outbox, was given up
// after OUTBOX_MAX_ATTEMPTS, and nothing but a log line told anyone. Prometheus now reads
// it from a port of its own.

/** A port on which nothing listens: a mail server that is down. */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The samples of a Prometheus text exposition, by metric name with its labels as written. */
async function scrape(server: RunningServer): Promise<Map<string, number>> {
  const {port} = server.metricsServer()!.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

test('with the mail server down, the metrics show the stored leads, the outbox waiting and ageing, then every give-up', async () => {
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    MAIL_FROM: 'Website <website@trendsoft.example>',
    MAIL_TO_SALES: 'sales@trendsoft.example',
    MAIL_TO_HR: 'hr@trendsoft.example',
    SITE_URL: 'https://www.trendsoft.example',
    METRICS_PORT: '0',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_RETRY_MAX_MS: '300',
    OUTBOX_SEND_TIMEOUT_MS: '1000',
    OUTBOX_MAX_ATTEMPTS: '3',
  });
  try {
    for (const company of ['First Ltd', 'Second Ltd']) {
      const answer = await submitEnquiry(server.url, {...validEnquiry, companyName: company});
      expect([answer.first, answer.second]).toEqual([200, 200]);
    }
    expect((await postJson(`${server.url}/api/newsletter-signup`, {email: 'reader@example.com'})).status).toBe(200);

    const waiting = await scrape(server);
    expect(waiting.get('trendsoft_submissions_total{form="enquiry"}')).toBe(2);
    expect(waiting.get('trendsoft_submissions_total{form="signup"}')).toBe(1);
    expect(waiting.get('trendsoft_outbox_pending')).toBe(3);
    expect(waiting.get('trendsoft_outbox_oldest_unsent_age_seconds')).toBeGreaterThan(0);
    // The process's own figures come with them.
    expect(waiting.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(waiting.has('nodejs_eventloop_lag_seconds')).toBe(true);

    // Three attempts each, then given up: the operators' alert fires on these.
    await waitForAsync(async () => (await scrape(server)).get('trendsoft_outbox_failed') === 3, 100, 20_000);
    const givenUp = await scrape(server);
    expect(givenUp.get('trendsoft_outbox_given_up_total')).toBe(3);
    expect(givenUp.get('trendsoft_outbox_send_failures_total')).toBe(9);
    expect(givenUp.get('trendsoft_outbox_pending')).toBe(0);
    expect(givenUp.get('trendsoft_outbox_oldest_unsent_age_seconds')).toBe(0);
    // Health stays a liveness and readiness check: the instance can still store leads.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('the metrics are never served on the public port, and their port serves nothing else', async () => {
  const server = await startServer({METRICS_PORT: '0'});
  try {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const {port} = server.metricsServer()!.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  // Without METRICS_PORT there is no metrics server at all.
  const plain = await startServer();
  try {
    expect(plain.metricsServer()).toBeUndefined();
  } finally {
    await plain.stop();
  }
});

// Issue 65: the metrics port kept Node's default timeouts and named the Node version.
test('the metrics port names no Node version and cuts off slow headers as the public port does', async () => {
  const server = await startServer({METRICS_PORT: '0', FORM_TIMEOUT_MS: '500'});
  try {
    const {port} = server.metricsServer()!.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    const text = await response.text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).not.toContain('nodejs_version_info');
    expect(text).not.toContain(process.version);
    // Headers sent and never finished: answered 408 within FORM_TIMEOUT_MS (Node's own default is a minute).
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /metrics HTTP/1.1\r\nHost: metrics\r\n'));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
      setTimeout(() => socket.destroy(), 4000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    await server.stop();
  }
});
