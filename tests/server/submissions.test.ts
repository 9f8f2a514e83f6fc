import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {
  allowOutboxInserts,
  pdfBytes,
  postApplication,
  postJson,
  refuseOutboxInserts,
  startServer,
  validEnquiry,
  type RunningServer,
} from './helpers';
import {requestHash} from '../../server/submissions';

// Issue 12: a submission is stored with its notification in one transaction,
// and a browser's retry (same Idempotency-Key) never stores anything twice.

// Each test reads the store through psql several times in the PostgreSQL pass: about 1 s alone,
// past jest's 5 s while the other worker runs a heavy suite on the same two cores.
jest.setTimeout(30_000);

let server: RunningServer;
const api = (path: string) => `${server.url}/api${path}`;
const resume = {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes};

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

function counts() {
  const dir = join(server.dataDir, 'resumes');
  return {
    enquiries: server.query('SELECT id FROM enquiries').length,
    applications: server.query('SELECT id FROM applications').length,
    outbox: server.query('SELECT id FROM outbox').length,
    files: existsSync(dir) ? readdirSync(dir).length : 0,
  };
}

test('a retried first call with the same key answers the same reference and stores one enquiry and one notification', async () => {
  const before = counts();
  const key = 'enquiry-retry-0001';
  const answers = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await postJson(api('/googleSheet-contact-form'), validEnquiry, {'Idempotency-Key': key});
    expect(response.status).toBe(200);
    answers.push(((await response.json()) as {id: string}).id);
  }
  expect(new Set(answers).size).toBe(1);
  expect(counts()).toEqual({...before, enquiries: before.enquiries + 1, outbox: before.outbox + 1});
});

test('copies of one submission arriving at once are stored once', async () => {
  const before = counts();
  const key = 'enquiry-race-0001';
  const responses = await Promise.all(
    Array.from({length: 8}, () => postJson(api('/googleSheet-contact-form'), validEnquiry, {'Idempotency-Key': key})),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
  const references = await Promise.all(responses.map(async (response) => ((await response.json()) as {id: string}).id));
  expect(new Set(references).size).toBe(1);
  expect(counts()).toEqual({...before, enquiries: before.enquiries + 1, outbox: before.outbox + 1});
});

test('a key reused for different answers is refused with 409 and stores nothing', async () => {
  const key = 'enquiry-reuse-0001';
  expect((await postJson(api('/googleSheet-contact-form'), validEnquiry, {'Idempotency-Key': key})).status).toBe(200);
  const before = counts();
  const other = await postJson(
    api('/googleSheet-contact-form'),
    {...validEnquiry, companyName: 'Another Company'},
    {'Idempotency-Key': key},
  );
  expect(other.status).toBe(409);
  expect(await other.json()).toEqual({error: 'This submission key was already used for a different submission', fields: {}});
  expect(counts()).toEqual(before);
});

// Issue 42: another address sending the same key got the first one's reference back.
test("an Idempotency-Key is the client's own: another visitor's same key stores a submission of its own", async () => {
  const proxied = await startServer({TRUST_PROXY: 'loopback'});
  try {
    const key = 'enquiry-shared-0001';
    const post = (visitor: string, enquiry: Record<string, string>) =>
      postJson(`${proxied.url}/api/googleSheet-contact-form`, enquiry, {'Idempotency-Key': key, 'X-Forwarded-For': visitor});
    const first = await post('203.0.113.7', validEnquiry);
    const firstReference = ((await first.json()) as {id: string}).id;
    // The same visitor's retry is the same submission.
    expect(((await (await post('203.0.113.7', validEnquiry)).json()) as {id: string}).id).toBe(firstReference);
    // Another visitor, same key and answers: not told the first one's reference.
    const other = await post('203.0.113.8', validEnquiry);
    expect(other.status).toBe(200);
    expect(((await other.json()) as {id: string}).id).not.toBe(firstReference);
    // Another visitor, same key, other answers: stored, not refused as a reuse.
    expect((await post('203.0.113.9', {...validEnquiry, companyName: 'Another Company'})).status).toBe(200);
    expect(proxied.query('SELECT id FROM enquiries')).toHaveLength(3);
  } finally {
    await proxied.stop();
  }
});

test('the retry hash depends on the values, not on the order a release lists the fields in', () => {
  const enquiry = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+91 9876543210',
    companyName: 'Example',
    enquiries: 'Testing',
  };
  const reordered = {
    enquiries: 'Testing',
    companyName: 'Example',
    phoneNumber: '+91 9876543210',
    email: 'asha@example.com',
    name: 'Asha Rao',
  };
  expect(requestHash({quote: reordered, files: [['a.pdf', '1']]})).toBe(requestHash({files: [['a.pdf', '1']], quote: enquiry}));
  expect(requestHash({...enquiry, companyName: 'Other'})).not.toBe(requestHash(enquiry));
  // A list keeps its order: the same files in another order are another submission.
  expect(requestHash({files: ['a', 'b']})).not.toBe(requestHash({files: ['b', 'a']}));
});

test('a malformed key is refused with 400 and stores nothing', async () => {
  const before = counts();
  for (const key of ['short', 'has spaces in it', 'x'.repeat(201), 'semi;colon;key']) {
    const response = await postJson(api('/googleSheet-contact-form'), validEnquiry, {'Idempotency-Key': key});
    expect(response.status).toBe(400);
    expect(((await response.json()) as {error: string}).error).toContain('Idempotency-Key');
  }
  expect(counts()).toEqual(before);
});

test('a retried application with the same key stores one row, one file and one notification', async () => {
  const before = counts();
  const headers = {'Idempotency-Key': 'application-retry-0001'};
  const first = await postApplication(api('/careers-form'), resume, undefined, headers);
  const second = await postApplication(api('/careers-form'), resume, undefined, headers);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(((await second.json()) as {id: string}).id).toBe(((await first.json()) as {id: string}).id);
  expect(counts()).toEqual({...before, applications: before.applications + 1, outbox: before.outbox + 1, files: before.files + 1});
});

describe('when the notification cannot be queued', () => {
  beforeAll(() => refuseOutboxInserts(server));
  afterAll(() => allowOutboxInserts(server));

  test('the enquiry is not stored either, and the visitor is told it failed (500, no detail)', async () => {
    const before = counts();
    const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'Rolled Back Ltd'});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({error: 'Internal error', fields: {}});
    expect(counts()).toEqual(before);
  });

  test('the application is not stored either, and its file is removed', async () => {
    const before = counts();
    const response = await postApplication(api('/careers-form'), resume);
    expect(response.status).toBe(500);
    expect(counts()).toEqual(before);
  });
});
