import {connect} from 'node:net';
import {loadConfig} from '../../server/config';
import {
  pdfBytes,
  postApplication,
  postJson,
  startServer,
  submitEnquiry,
  validApplication,
  validEnquiry,
  type RunningServer,
} from './helpers';

jest.setTimeout(30_000);

// Issue 65 item 5: the smaller findings on what the forms accept and what the API answers.

let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({}, {logLines});
});
afterAll(() => server.stop());

const api = (path: string) => `${server.url}/api${path}`;

describe('text fields', () => {
  test.each([
    ['a right-to-left override', 'Pay \u202Egnp.exe'],
    ['a right-to-left mark', 'Hello \u200F world'],
    ['an Arabic letter mark', 'Hello \u061C world'],
    ['an isolate', 'Hello \u2067world\u2069'],
    ['a zero-width space', 'Hel\u200Blo'],
    ['a word joiner', 'Hel\u2060lo'],
    ['a byte-order mark', '\uFEFFHello'],
    ['tag characters', 'Hello\u{E0041}\u{E0042}'],
  ])('a message with %s is refused', async (_name, message) => {
    const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, message});
    expect(response.status).toBe(400);
    expect(((await response.json()) as {fields: Record<string, string>}).fields).toHaveProperty('message');
  });

  test('line and paragraph separators are stored as line breaks; the joiners Devanagari needs are kept', async () => {
    const {first, reference} = await submitEnquiry(server.url, {...validEnquiry, message: 'One\u2028Two\u2029Three क्\u200Dष क्\u200Cष'});
    expect(first).toBe(200);
    const stored = server.query<{message: string}>('SELECT message FROM enquiries WHERE reference = ?', reference)[0]!.message;
    expect(stored).toBe('One\nTwo\nThree क्\u200Dष क्\u200Cष');
  });

  test('a quote request’s notes refuse a bidirectional override like the message', async () => {
    const form = new FormData();
    const fields = {...validEnquiry, documentType: 'PDF', pages: '3', targetStandard: 'PDF/UA', deadline: '', notes: 'See \u202Eattached'};
    for (const [key, value] of Object.entries(fields)) if (key !== 'enquiries') form.append(key, value);
    form.append('files', new Blob([new Uint8Array(pdfBytes)]), 'a.pdf');
    const response = await fetch(api('/quote-request'), {method: 'POST', body: form});
    expect(response.status).toBe(400);
    expect(((await response.json()) as {fields: Record<string, string>}).fields).toHaveProperty('notes');
  });

  test('a file name keeps no direction mark', async () => {
    const name = 'cv\u200F\u200E\u061C.pdf';
    const response = await postApplication(
      api('/careers-form'),
      {name, type: 'application/pdf', bytes: pdfBytes},
      {
        ...validApplication,
        email: 'marks@example.com',
      },
    );
    expect(response.status).toBe(200);
    const stored = server.query<{name: string}>("SELECT resume_original_name AS name FROM applications WHERE email = 'marks@example.com'");
    expect(stored).toEqual([{name: 'cv.pdf'}]);
  });
});

test('a honeypot filled in any of its repetitions is spam, even when the last one is empty', async () => {
  const before = server.query('SELECT id FROM applications').length;
  const form = new FormData();
  for (const [key, value] of Object.entries({...validApplication, email: 'bot@example.com'})) form.append(key, value);
  form.append('website', 'https://spam.example');
  form.append('website', '');
  form.append('file', new Blob([new Uint8Array(pdfBytes)], {type: 'application/pdf'}), 'cv.pdf');
  const response = await fetch(api('/careers-form'), {method: 'POST', body: form});
  // The bot is told it worked; nothing is stored.
  expect(response.status).toBe(200);
  expect(server.query('SELECT id FROM applications')).toHaveLength(before);
});

test('a JSON body whose honeypot key is repeated is spam when any repetition is filled, however the key is spelled', async () => {
  const count = () => ({
    enquiries: server.query('SELECT id FROM enquiries').length,
    outbox: server.query('SELECT id FROM outbox').length,
    signups: server.query('SELECT id FROM signups').length,
  });
  // JSON text written by hand: JSON.stringify cannot repeat a key.
  const post = (path: string, fields: Record<string, string>, honeypot: string) =>
    fetch(api(path), {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: `{${Object.entries(fields)
        .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
        .join(',')},${honeypot}}`,
    });
  const bot = {...validEnquiry, email: 'bot@example.com', companyName: 'Repeated Honeypot Ltd'};
  const before = count();
  for (const honeypot of [
    '"website":"https://spam.example","website":""',
    '"website" : ["x"] , "website":null',
    // The same key written with JSON escapes: JSON.parse reads it as "website".
    '"\\u0077ebsite":"https://spam.example","website":""',
    '"website":"","w\\u0065bsite":"x","website":"  "',
  ]) {
    // The bot is told it worked; nothing is stored, queued or written.
    expect([honeypot, (await post('/googleSheet-contact-form', bot, honeypot)).status]).toEqual([honeypot, 200]);
    expect([honeypot, (await post('/contact-form', bot, honeypot)).status]).toEqual([honeypot, 200]);
    expect([honeypot, (await post('/newsletter-signup', {email: 'bot@example.com'}, honeypot)).status]).toEqual([honeypot, 200]);
  }
  expect(count()).toEqual(before);
  // Repetitions that are all empty are a person's submission, stored as one.
  const person = await post('/googleSheet-contact-form', {...bot, companyName: 'Empty Honeypot Ltd'}, '"website":"","website":""');
  expect(person.status).toBe(200);
  expect(server.query("SELECT id FROM enquiries WHERE company_name = 'Empty Honeypot Ltd'")).toHaveLength(1);
});

test('every answer of the API, and of the newsletter links’ posts, carries Cache-Control: no-store', async () => {
  const answers = [
    ['404', await fetch(api('/no-such-endpoint'))],
    ['405', await fetch(api('/careers-form'))],
    ['400 bad URL', await fetch(`${server.url}/api/%ff`)],
    ['400 bad JSON', await fetch(api('/newsletter-signup'), {method: 'POST', headers: {'content-type': 'application/json'}, body: '{'})],
    ['200', await fetch(api('/health'))],
    [
      'newsletter link post',
      await fetch(`${server.url}/newsletter/confirm?token=${'A'.repeat(43)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: '',
      }),
    ],
  ] as const;
  expect(answers.map(([name, response]) => [name, response.status, response.headers.get('cache-control')])).toEqual([
    ['404', 404, 'no-store'],
    ['405', 405, 'no-store'],
    ['400 bad URL', 400, 'no-store'],
    ['400 bad JSON', 400, 'no-store'],
    ['200', 200, 'no-store'],
    ['newsletter link post', 303, 'no-store'],
  ]);
  // Pages keep their own caching.
  expect((await fetch(`${server.url}/About`)).headers.get('cache-control')).toBe('no-cache');
});

test('the contact form’s two endpoints count together against the rate limit', async () => {
  const limited = await startServer({RATE_LIMIT_MAX: '3'});
  try {
    const statuses: number[] = [];
    statuses.push((await postJson(`${limited.url}/api/googleSheet-contact-form`, validEnquiry)).status);
    statuses.push((await postJson(`${limited.url}/api/contact-form`, validEnquiry)).status);
    statuses.push((await postJson(`${limited.url}/api/googleSheet-contact-form`, {...validEnquiry, companyName: 'Other Ltd'})).status);
    statuses.push((await postJson(`${limited.url}/api/contact-form`, {...validEnquiry, companyName: 'Other Ltd'})).status);
    statuses.push((await postJson(`${limited.url}/api/googleSheet-contact-form`, {...validEnquiry, companyName: 'Third Ltd'})).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Other forms keep their own count.
    expect((await postJson(`${limited.url}/api/newsletter-signup`, {email: 'reader@example.com'})).status).toBe(200);
  } finally {
    await limited.stop();
  }
});

test('TRUST_PROXY takes a hop count of at most 4', () => {
  expect(loadConfig({TRUST_PROXY: '4'}).trustProxy).toBe(4);
  expect(() => loadConfig({TRUST_PROXY: '5'})).toThrow('TRUST_PROXY must be at most 4 proxies, got "5"');
  expect(() => loadConfig({TRUST_PROXY: '99'})).toThrow(/^TRUST_PROXY must be at most 4/);
});

test('a malformed chunked body is answered 400 and logged once, at warn, without a stack', async () => {
  const {hostname, port} = new URL(server.url);
  const before = logLines.length;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/newsletter-signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
          '5\r\n{"ema\r\nzz\r\nnot a chunk\r\n',
      );
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const timer = setTimeout(() => socket.end(), 2000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  // The API's own shape and caching, as for every refusal.
  expect(answer).toMatch(/cache-control: no-store/i);
  expect(answer).toContain('{"error":"The request could not be read","fields":{}}');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const lines = logLines.slice(before).map((line) => JSON.parse(line) as {level: number; msg?: string; err?: {stack?: string}});
  const problems = lines.filter((line) => line.level >= 40);
  expect(problems.map((line) => line.level)).toEqual([40]);
  expect(JSON.stringify(problems)).not.toMatch(/stack|\n\s+at /);
});
