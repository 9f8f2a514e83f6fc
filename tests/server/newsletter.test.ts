import {request as httpRequest} from 'node:http';
import {runScript} from './process';
import {decoded, postJson, startServer, startSmtpSink, waitFor, type RunningServer, type SmtpSink} from './helpers';

jest.setTimeout(60_000);

// Issue 28 item 3 (D41): newsletter consent, confirmed by the address's owner,
// and withdrawn with one button or one click, on either store.

const mailEnv = {
  OUTBOX_POLL_MS: '100',
  MAIL_FROM: 'Website <website@trendsoft.example>',
  MAIL_TO_SALES: 'sales@trendsoft.example',
  MAIL_TO_HR: 'hr@trendsoft.example',
  SITE_URL: 'https://www.trendsoft.example',
};

/** The links of the one e-mail the sink received for `email`, with its raw text. */
async function linksFor(sink: SmtpSink, email: string): Promise<{confirm: string; unsubscribe: string; raw: string}> {
  await waitFor(() => sink.mails.some((mail) => mail.to.includes(email)));
  const raw = sink.mails.filter((mail) => mail.to.includes(email)).at(-1)!.raw;
  const text = decoded(raw);
  const link = (page: string) =>
    new RegExp(`https://www\\.trendsoft\\.example(?:/hi)?/newsletter/${page}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  return {confirm: link('confirm')!, unsubscribe: link('unsubscribe')!, raw};
}

/** A link of the e-mail on this test server instead of the public site. */
function local(server: RunningServer, link: string): string {
  return link.replace('https://www.trendsoft.example', server.url);
}

function postForm(url: string, body: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(body).toString(),
  });
}

describe('newsletter consent', () => {
  let sink: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({...mailEnv, SMTP_URL: `smtp://127.0.0.1:${sink.port}`});
  });
  afterAll(async () => {
    await server.stop();
    await sink.close();
  });

  const signup = (email: string) =>
    server.query<{state: string}>(
      "SELECT CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END AS state FROM signups WHERE email = ?",
      email,
    )[0]?.state;

  test('a sign-up is pending and sent a confirmation link; following it with the button confirms it, once', async () => {
    const email = 'reader@example.com';
    expect((await postJson(`${server.url}/api/newsletter-signup`, {email})).status).toBe(200);
    expect(signup(email)).toBe('pending');
    const {confirm, unsubscribe, raw} = await linksFor(sink, email);
    expect(decoded(raw)).toContain('Subject: Confirm your subscription to the Trendsoft newsletter');
    // RFC 8058: the one-click URL and the header that says it takes a POST.
    expect(decoded(raw)).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // 43 base64url characters: 256 random bits. Only their hashes are stored.
    const token = new URL(confirm).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(server.query('SELECT * FROM signups'))).not.toContain(token);

    // Opening the link (as a scanner would) shows the page and changes nothing.
    const page = await fetch(local(server, confirm));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Confirm your subscription</h1>');
    expect(signup(email)).toBe('pending');

    const confirmed = await postForm(local(server, confirm));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    expect(signup(email)).toBe('confirmed');

    // Used once: the same link again, or a made-up one, gets the page for an invalid link.
    for (const url of [
      local(server, confirm),
      `${server.url}/newsletter/confirm?token=${'A'.repeat(43)}`,
      `${server.url}/newsletter/confirm`,
    ]) {
      const again = await postForm(url);
      expect([again.status, again.headers.get('location')]).toEqual([303, '/newsletter/link-invalid']);
    }
  });

  test('a repeat sign-up of a confirmed address changes nothing, sends nothing and answers the same', async () => {
    const email = 'steady@example.com';
    await postJson(`${server.url}/api/newsletter-signup`, {email});
    await postForm(local(server, (await linksFor(sink, email)).confirm));
    const mails = sink.mails.length;
    const rowsBefore = server.query('SELECT * FROM signups WHERE email = ?', email);
    const again = await postJson(`${server.url}/api/newsletter-signup`, {email: 'Steady@Example.com'});
    expect([again.status, await again.json()]).toEqual([200, {ok: true}]);
    expect(server.query('SELECT * FROM signups WHERE lower(email) = ?', email)).toEqual(rowsBefore);
    expect(server.query("SELECT id FROM outbox WHERE inbox = 'subscriber' AND lower(to_address) = ?", email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails).toHaveLength(mails);
  });

  test('the unsubscribe page button deletes the address and its e-mails; the link then is no longer valid', async () => {
    const email = 'leaving@example.com';
    await postJson(`${server.url}/api/newsletter-signup`, {email, locale: 'hi'});
    const {confirm, unsubscribe, raw} = await linksFor(sink, email);
    // Signed up on a Hindi page: the e-mail and its links are Hindi.
    expect(new URL(confirm).pathname).toBe('/hi/newsletter/confirm');
    expect(decoded(raw)).toContain('सदस्यता');
    await postForm(local(server, confirm));
    const left = await postForm(local(server, unsubscribe));
    expect([left.status, left.headers.get('location')]).toEqual([303, '/hi/newsletter/unsubscribed']);
    expect(server.query('SELECT id FROM signups WHERE email = ?', email)).toHaveLength(0);
    expect(server.query('SELECT id FROM outbox WHERE lower(to_address) = ?', email)).toHaveLength(0);
    const again = await postForm(local(server, unsubscribe));
    expect(again.headers.get('location')).toBe('/hi/newsletter/link-invalid');
  });

  test("a mail client's one-click POST (RFC 8058) unsubscribes with 200 and no redirect", async () => {
    const email = 'oneclick@example.com';
    await postJson(`${server.url}/api/newsletter-signup`, {email});
    const {unsubscribe} = await linksFor(sink, email);
    const response = await postForm(local(server, unsubscribe), {'List-Unsubscribe': 'One-Click'});
    expect([response.status, await response.text()]).toEqual([200, 'Unsubscribed.\n']);
    expect(server.query('SELECT id FROM signups WHERE email = ?', email)).toHaveLength(0);
  });

  test('the one-click POST sent as multipart/form-data, as RFC 8058 allows, unsubscribes too (issue 42)', async () => {
    const email = 'multipart@example.com';
    await postJson(`${server.url}/api/newsletter-signup`, {email});
    const {unsubscribe} = await linksFor(sink, email);
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const response = await fetch(local(server, unsubscribe), {method: 'POST', body: form, redirect: 'manual'});
    expect([response.status, await response.text()]).toEqual([200, 'Unsubscribed.\n']);
    expect(server.query('SELECT id FROM signups WHERE email = ?', email)).toHaveLength(0);
  });

  test('a language other than en or hi is refused with 400 and stores nothing', async () => {
    const response = await postJson(`${server.url}/api/newsletter-signup`, {email: 'other@example.com', locale: 'fr'});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({fields: {locale: 'The language must be en or hi'}});
    expect(server.query('SELECT id FROM signups WHERE email = ?', 'other@example.com')).toHaveLength(0);
  });

  test('once its e-mail has gone, no token is kept: not in the stored body, the unsubscribe address or the export (issue 42)', async () => {
    const email = 'kept-no-token@example.com';
    expect((await postJson(`${server.url}/api/newsletter-signup`, {email})).status).toBe(200);
    const {confirm, unsubscribe} = await linksFor(sink, email);
    const tokens = [confirm, unsubscribe].map((link) => new URL(link).searchParams.get('token')!);
    const sent = () =>
      server.query<{status: string; body_text: string; unsubscribe_url: string | null}>(
        'SELECT status, body_text, unsubscribe_url FROM outbox WHERE lower(to_address) = ?',
        email,
      )[0];
    await waitFor(() => sent()?.status === 'sent');
    const row = sent()!;
    for (const token of tokens) expect(row.body_text).not.toContain(token);
    // The e-mail's text stays readable, its links visibly cut.
    expect(row.body_text).toContain('/newsletter/confirm?token=REDACTED');
    expect(row.unsubscribe_url).toBeNull();
    const {stdout} = await runScript('server/export.ts', ['outbox'], server.storeEnv);
    for (const token of tokens) expect(stdout).not.toContain(token);
    // The links still work: the tokens' hashes are what the sign-up keeps.
    expect((await postForm(local(server, confirm))).headers.get('location')).toBe('/newsletter/confirmed');
  });

  test('the export shows each address with its state', async () => {
    const {code, stdout} = await runScript('server/export.ts', ['signups'], server.storeEnv);
    expect(code).toBe(0);
    expect(stdout.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('"id","created_at","email","locale","state","confirmed_at"');
    expect(stdout).toMatch(/"reader@example\.com","en","confirmed","\d{4}-/);
  });
});

describe('unconfirmed sign-ups', () => {
  test('are deleted with their confirmation e-mail once RETENTION_UNCONFIRMED_SIGNUPS_DAYS have passed; confirmed ones stay', async () => {
    const server = await startServer();
    try {
      for (const email of ['late@example.com', 'recent@example.com', 'kept@example.com']) {
        expect((await postJson(`${server.url}/api/newsletter-signup`, {email})).status).toBe(200);
      }
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
      server.exec(`UPDATE signups SET created_at = '${eightDaysAgo}' WHERE email IN ('late@example.com', 'kept@example.com')`);
      server.exec(`UPDATE signups SET confirmed_at = '${eightDaysAgo}' WHERE email = 'kept@example.com'`);
      const swept = await runScript('server/retention.ts', [], server.storeEnv);
      expect(swept.stdout).toContain('1 signups, 1 outbox');
      expect(server.query<{email: string}>('SELECT email FROM signups ORDER BY email').map((row) => row.email)).toEqual([
        'kept@example.com',
        'recent@example.com',
      ]);
      expect(server.query("SELECT id FROM outbox WHERE to_address = 'late@example.com'")).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });
});

/** Posts JSON with a Host header of the caller's choosing, as any client can (fetch will not let one set it). */
function postJsonWithHost(server: RunningServer, path: string, body: unknown, host: string): Promise<number> {
  const payload = JSON.stringify(body);
  const {hostname, port} = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: {host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload)},
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

// Issue 42, finding 1: with SITE_URL unset the links were built from the request's
// Host, so anyone could have the company's mail server send a victim their token
// inside links to another site.
test("the links in a sign-up e-mail never come from the request's Host, even without SITE_URL", async () => {
  const server = await startServer({});
  try {
    const status = await postJsonWithHost(
      server,
      '/api/newsletter-signup',
      {email: 'victim@example.com'},
      'evil.example>, <mailto:grab@evil.example?subject=',
    );
    expect(status).toBe(200);
    const mails = server.query<Record<string, unknown>>('SELECT * FROM outbox WHERE lower(to_address) = ?', 'victim@example.com');
    expect(mails).toHaveLength(1);
    const stored = JSON.stringify(mails[0]);
    expect(stored).not.toContain('evil.example');
    // No mail leaves without SMTP_URL, and SMTP_URL requires SITE_URL: until then the links name this machine.
    expect(stored).toMatch(/http:\/\/localhost:\d+\/newsletter\/confirm\?token=/);
  } finally {
    await server.stop();
  }
});

// Issue 42: the newsletter link posts had no rate limit; now the forms' limit per address applies.
test('posts to the newsletter links are rate limited per address, like the forms', async () => {
  const server = await startServer({RATE_LIMIT_MAX: '3'});
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await postForm(`${server.url}/newsletter/confirm?token=${'A'.repeat(43)}`)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
    // Each link counts on its own, as each form does.
    expect((await postForm(`${server.url}/newsletter/unsubscribe?token=${'A'.repeat(43)}`)).status).toBe(303);
  } finally {
    await server.stop();
  }
});

test('the export shows no token of an e-mail still waiting to be sent (issue 42)', async () => {
  const server = await startServer({SITE_URL: 'https://www.trendsoft.example'});
  try {
    expect((await postJson(`${server.url}/api/newsletter-signup`, {email: 'waiting@example.com'})).status).toBe(200);
    const [waiting] = server.query<{body_text: string}>("SELECT body_text FROM outbox WHERE status = 'pending'");
    const token = /token=([A-Za-z0-9_-]{43})/.exec(waiting!.body_text)?.[1];
    expect(token).toBeDefined();
    const {code, stdout} = await runScript('server/export.ts', ['outbox'], server.storeEnv);
    expect(code).toBe(0);
    expect(stdout).toContain('token=REDACTED');
    expect(stdout).not.toContain(token!);
  } finally {
    await server.stop();
  }
});
