import {existsSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {join} from 'node:path';
import {healthProbeFileName} from '../../server/api';
import {ruleMessages} from '../../src/forms/rules';
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

// Tests here read the store through psql in the PostgreSQL pass: a few seconds each while the
// other worker runs a heavy suite on the same two cores, past jest's default 5 s.
jest.setTimeout(30_000);

let server: RunningServer;
const api = (path: string) => `${server.url}/api${path}`;

beforeAll(async () => {
  server = await startServer({SITE_ORIGIN: 'https://partner.example'});
});
afterAll(() => server.stop());

function resumeFiles(): string[] {
  const dir = join(server.dataDir, 'resumes');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** D19: an error answer is JSON `{error, fields}` and never shows a stack or a file path. */
async function expectError(response: Response, status: number, fields: Record<string, string> = {}): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const text = await response.text();
  expect(text).not.toMatch(/\bat \w|\/work\/|node_modules|\.ts:\d/);
  const body = JSON.parse(text) as {error: unknown; fields: unknown};
  expect(typeof body.error).toBe('string');
  expect(body.fields).toEqual(fields);
}

test('GET /api/health answers 200, leaving nothing behind in the data folder', async () => {
  const response = await fetch(api('/health'));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({status: 'ok'});
  expect(existsSync(join(server.dataDir, healthProbeFileName))).toBe(false);
});

test('GET /api/health answers 503 when the data folder takes no write, as on a full disk (issue 42)', async () => {
  // /dev/full refuses every write with ENOSPC, as a full disk does: the health check's write is led there.
  const probe = join(server.dataDir, healthProbeFileName);
  symlinkSync('/dev/full', probe);
  try {
    const response = await fetch(api('/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({status: 'unavailable', error: 'The data folder takes no write'});
  } finally {
    rmSync(probe, {force: true});
  }
  expect((await fetch(api('/health'))).status).toBe(200);
});

describe('POST /api/googleSheet-contact-form', () => {
  test('stores the enquiry in SQLite and answers 200 with its id', async () => {
    const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, website: ''});
    expect(response.status).toBe(200);
    const {id} = (await response.json()) as {id: string};
    const rows = server.query<Record<string, string>>('SELECT * FROM enquiries WHERE reference = ?', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Rao',
      phone_number: '+91 9876543210',
      email: 'asha@example.com',
      company_name: 'Example Publishing',
      enquiries: 'Document Accessibility',
    });
  });

  test('stores the optional message and puts it in the e-mail; the documented body without one stores none (issue 31)', async () => {
    const message = 'A 40-page annual report with fillable forms.\nWe launch in March.';
    const withMessage = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'Message One', message});
    expect(withMessage.status).toBe(200);
    const {id} = (await withMessage.json()) as {id: string};
    expect(server.query<{message: string}>('SELECT message FROM enquiries WHERE reference = ?', id)).toEqual([{message}]);
    const [mail] = server.query<{body_text: string}>('SELECT body_text FROM outbox WHERE subject LIKE ?', '%from Message One');
    expect(mail?.body_text).toContain(`Message:\n${message}\n`);

    const without = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'Message Two'});
    const {id: withoutId} = (await without.json()) as {id: string};
    expect(server.query<{message: string}>('SELECT message FROM enquiries WHERE reference = ?', withoutId)).toEqual([{message: ''}]);
    const [plainMail] = server.query<{body_text: string}>('SELECT body_text FROM outbox WHERE subject LIKE ?', '%from Message Two');
    expect(plainMail?.body_text).toContain('Message:\n(none)\n');
  });

  test('counts the message in characters, refuses one over 2,000 or not text, and stores nothing', async () => {
    // 2,000 characters of two UTF-16 units each: allowed, as a person counts them.
    const longest = '🙂'.repeat(2000);
    const accepted = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'Message Three', message: longest});
    expect(accepted.status).toBe(200);
    const before = server.query('SELECT id FROM enquiries').length;
    await expectError(await postJson(api('/googleSheet-contact-form'), {...validEnquiry, message: `${longest}!`}), 400, {
      message: ruleMessages.messageTooLong,
    });
    await expectError(await postJson(api('/googleSheet-contact-form'), {...validEnquiry, message: 42}), 400, {
      message: ruleMessages.messageInvalid,
    });
    await expectError(await postJson(api('/googleSheet-contact-form'), {...validEnquiry, message: 'Hi\u202Ethere'}), 400, {
      message: ruleMessages.messageInvalid,
    });
    expect(server.query('SELECT id FROM enquiries')).toHaveLength(before);
  });

  test('answers 400 with the shared rules’ messages per field and stores nothing', async () => {
    const before = server.query('SELECT id FROM enquiries').length;
    const response = await postJson(api('/googleSheet-contact-form'), {
      name: 'R2D2',
      phoneNumber: '+91 12345',
      email: 'not-an-address',
      companyName: '',
      enquiries: 'Something else',
    });
    await expectError(response, 400, {
      name: ruleMessages.nameInvalid,
      phoneNumber: ruleMessages.phoneLength,
      email: ruleMessages.emailInvalid,
      companyName: ruleMessages.companyRequired,
      enquiries: ruleMessages.enquiryRequired,
    });
    expect(server.query('SELECT id FROM enquiries')).toHaveLength(before);
  });

  test('refuses a company name that hides characters: format characters, line separators, tag characters (issue 42)', async () => {
    const before = server.query('SELECT id FROM enquiries').length;
    for (const companyName of ['Acme\u200F', 'Acme\u2028Books', 'Acme\u{E0041}\u{E0042}']) {
      const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName});
      await expectError(response, 400, {companyName: ruleMessages.companyInvalid});
    }
    expect(server.query('SELECT id FROM enquiries')).toHaveLength(before);
  });

  test('accepts names in any script and stores them as sent; refuses control and bidirectional characters', async () => {
    for (const name of ['José Núñez', "O'Brien", 'Jean-Luc Picard', 'आशा राव']) {
      const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, name});
      expect([name, response.status]).toEqual([name, 200]);
      const {id} = (await response.json()) as {id: string};
      expect(server.query<{name: string}>('SELECT name FROM enquiries WHERE reference = ?', id)).toEqual([{name}]);
    }
    const before = server.query('SELECT id FROM enquiries').length;
    const refused = await postJson(api('/googleSheet-contact-form'), {
      ...validEnquiry,
      name: 'Asha\u0000Rao',
      companyName: 'Acme \u202Eskoob',
    });
    await expectError(refused, 400, {name: ruleMessages.nameInvalid, companyName: ruleMessages.companyInvalid});
    const invisible = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: '\u200B\u00A0'});
    await expectError(invisible, 400, {companyName: ruleMessages.companyRequired});
    expect(server.query('SELECT id FROM enquiries')).toHaveLength(before);
  });

  test('answers 400 to malformed JSON and to a JSON value that is not an object', async () => {
    const malformed = await fetch(api('/googleSheet-contact-form'), {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{"name": ',
    });
    await expectError(malformed, 400);
    await expectError(await postJson(api('/googleSheet-contact-form'), ['a', 'list']), 400);
  });

  test('answers 413 to a JSON body over 32 KB', async () => {
    const response = await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'x'.repeat(33 * 1024)});
    await expectError(response, 413);
  });

  test('answers 415 to a body that is not JSON', async () => {
    const plain = await fetch(api('/googleSheet-contact-form'), {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify(validEnquiry),
    });
    await expectError(plain, 415);
    const xml = await fetch(api('/googleSheet-contact-form'), {
      method: 'POST',
      headers: {'content-type': 'application/xml'},
      body: '<enquiry/>',
    });
    await expectError(xml, 415);
  });
});

describe('POST /api/contact-form (the second call)', () => {
  test('the first call stores the enquiry and queues its notification together; the second acknowledges the reference', async () => {
    const {first, second, reference} = await submitEnquiry(server.url);
    expect([first, second]).toEqual([200, 200]);
    const [enquiry] = server.query<Record<string, string | null>>('SELECT * FROM enquiries WHERE reference = ?', reference);
    expect(enquiry!.confirmed_at).not.toBeNull();
    const notifications = server.query<Record<string, string>>('SELECT * FROM outbox WHERE body_text LIKE ?', `%Reference: ${reference}%`);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({inbox: 'sales', status: 'pending', reply_to: 'asha@example.com'});
    expect(notifications[0]!.subject).toBe('Website enquiry: Document Accessibility from Example Publishing');
    expect(notifications[0]!.body_text).toContain('Phone: +91 9876543210');
  });

  test('a repeat of the second call answers 200 and stores or queues nothing more', async () => {
    const {reference} = await submitEnquiry(server.url);
    const counts = () => [server.query('SELECT id FROM enquiries').length, server.query('SELECT id FROM outbox').length];
    const before = counts();
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const again = await postJson(api('/contact-form'), {...validEnquiry, reference});
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ok: true, id: reference});
    }
    expect(counts()).toEqual(before);
  });

  test('with a malformed reference it is a 400, with an unknown one a 404, and nothing is queued', async () => {
    const before = server.query('SELECT id FROM outbox').length;
    await expectError(await postJson(api('/contact-form'), {...validEnquiry, reference: 'not-a-reference'}), 400, {
      reference: 'The enquiry reference is missing or malformed',
    });
    await expectError(await postJson(api('/contact-form'), {...validEnquiry, reference: '00000000-0000-4000-8000-000000000000'}), 404);
    expect(server.query('SELECT id FROM outbox')).toHaveLength(before);
  });

  /** The enquiry's rows and its notifications, by a company name no other test uses. */
  function storedFor(companyName: string) {
    const enquiries = server.query<{reference: string; confirmed_at: string | null}>(
      'SELECT reference, confirmed_at FROM enquiries WHERE company_name = ?',
      companyName,
    );
    const mails = server.query<{body_text: string}>('SELECT body_text FROM outbox WHERE subject LIKE ?', `%from ${companyName}`);
    return {enquiries, mails};
  }

  test('the old contract: the same JSON body without a reference, after the first call, acknowledges that enquiry: one row, one e-mail (D38)', async () => {
    const enquiry = {...validEnquiry, companyName: 'Spec Seven Books'};
    const first = await postJson(api('/googleSheet-contact-form'), enquiry);
    expect(first.status).toBe(200);
    const {id} = (await first.json()) as {id: string};
    const second = await postJson(api('/contact-form'), enquiry);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ok: true, id});
    const {enquiries, mails} = storedFor('Spec Seven Books');
    expect(enquiries).toEqual([{reference: id, confirmed_at: expect.any(String) as string}]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(`Reference: ${id}`);
  });

  test('the old contract: the body alone, sent twice at once with no first call, stores one enquiry and one e-mail (D38)', async () => {
    const enquiry = {...validEnquiry, companyName: 'Spec Seven Twice'};
    const answers = await Promise.all([postJson(api('/contact-form'), enquiry), postJson(api('/contact-form'), enquiry)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as {id: string}).id));
    expect(ids[0]).toBe(ids[1]);
    const {enquiries, mails} = storedFor('Spec Seven Twice');
    expect(enquiries).toEqual([{reference: ids[0], confirmed_at: expect.any(String) as string}]);
    expect(mails).toHaveLength(1);
  });

  test('the old contract: a different body without a reference is a new enquiry, and an invalid one is refused with its messages', async () => {
    await postJson(api('/googleSheet-contact-form'), {...validEnquiry, companyName: 'Spec Seven First'});
    const other = await postJson(api('/contact-form'), {...validEnquiry, companyName: 'Spec Seven Other'});
    expect(other.status).toBe(200);
    expect(storedFor('Spec Seven First').enquiries).toHaveLength(1);
    expect(storedFor('Spec Seven Other').enquiries).toHaveLength(1);
    const before = server.query('SELECT id FROM enquiries').length;
    const invalid = await postJson(api('/contact-form'), {...validEnquiry, email: 'not an address'});
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as {fields: Record<string, string>}).fields).toHaveProperty('email');
    expect(server.query('SELECT id FROM enquiries')).toHaveLength(before);
  });

  test('refuses a company name that would break the mail subject, and stores and queues nothing', async () => {
    const before = [server.query('SELECT id FROM enquiries').length, server.query('SELECT id FROM outbox').length];
    const injected = {...validEnquiry, companyName: 'Evil\r\nBcc: victim@example.com'};
    await expectError(await postJson(api('/googleSheet-contact-form'), injected), 400, {companyName: ruleMessages.companyInvalid});
    expect([server.query('SELECT id FROM enquiries').length, server.query('SELECT id FROM outbox').length]).toEqual(before);
  });
});

describe('POST /api/newsletter-signup', () => {
  test('stores an address once; a repeat is not an error', async () => {
    for (const email of ['reader@example.com', 'Reader@Example.com']) {
      const response = await postJson(api('/newsletter-signup'), {email});
      expect(response.status).toBe(200);
    }
    expect(server.query("SELECT email FROM signups WHERE email = 'reader@example.com'")).toEqual([{email: 'reader@example.com'}]);
  });

  test('answers 400 for an invalid address', async () => {
    await expectError(await postJson(api('/newsletter-signup'), {email: 'reader@'}), 400, {email: ruleMessages.emailInvalid});
  });
});

describe('POST /api/careers-form', () => {
  test('stores the application, the resume under a random name with the same bytes, and queues an HR notification', async () => {
    const response = await postApplication(api('/careers-form'), {name: 'My CV.pdf', type: 'application/pdf', bytes: pdfBytes});
    expect(response.status).toBe(200);
    const {id} = (await response.json()) as {id: string};
    const [row] = server.query<Record<string, string | number>>('SELECT * FROM applications WHERE reference = ?', id);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone_number: '+91 9123456780',
      position: 'Fresher',
      resume_original_name: 'My CV.pdf',
      resume_type: 'application/pdf',
      resume_bytes: pdfBytes.length,
    });
    expect(row!.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(server.dataDir, 'resumes', String(row!.resume_file)))).toEqual(pdfBytes);
    const [mail] = server.query<{inbox: string; body_text: string}>('SELECT inbox, body_text FROM outbox ORDER BY id DESC LIMIT 1');
    expect(mail!.inbox).toBe('hr');
    expect(mail!.body_text).toContain(`Reference: ${id}`);
  });

  test('keeps no control or bidirectional characters of the file name in the row or the notification', async () => {
    const response = await postApplication(api('/careers-form'), {
      name: 'cv\u202Efdp.exe\u0007.pdf',
      type: 'application/pdf',
      bytes: pdfBytes,
    });
    expect(response.status).toBe(200);
    const {id} = (await response.json()) as {id: string};
    expect(server.query('SELECT resume_original_name FROM applications WHERE reference = ?', id)).toEqual([
      {resume_original_name: 'cvfdp.exe.pdf'},
    ]);
    const [mail] = server.query<{body_text: string}>('SELECT body_text FROM outbox ORDER BY id DESC LIMIT 1');
    expect(mail?.body_text).toContain('Resume: cvfdp.exe.pdf (application/pdf');
  });

  test('accepts each allowed kind by its bytes', async () => {
    const samples = [
      {name: 'cv.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])},
      {name: 'cv.jpeg', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])},
      {name: 'cv.txt', type: 'text/plain', bytes: Buffer.from('Ravi Kumar\nEPUB and PDF accessibility, 4 years.\n')},
      // A browser that does not know a file's type sends it as application/octet-stream.
      {name: 'cv.webp', type: 'application/octet-stream', bytes: Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ')},
      {name: 'cv.doc', type: 'application/msword', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])},
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]),
      },
    ];
    for (const sample of samples) {
      const response = await postApplication(api('/careers-form'), sample);
      expect([sample.name, response.status]).toEqual([sample.name, 200]);
    }
  });

  test.each([
    ['an executable named .pdf', 'resume.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an ELF binary named .txt', 'resume.txt', 'text/plain', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)])],
    ['an HTML page named .txt', 'resume.txt', 'text/plain', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')],
    ['an SVG named .png', 'resume.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a PDF named .docx', 'resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', pdfBytes],
    ['a shell script named .txt', 'resume.txt', 'text/plain', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an HTML file by its name', 'resume.html', 'text/html', Buffer.from('<html></html>')],
  ])('refuses %s with 400 and stores nothing', async (_label, name, type, bytes) => {
    const before = {rows: server.query('SELECT id FROM applications').length, files: resumeFiles().length};
    const response = await postApplication(api('/careers-form'), {name, type, bytes});
    await expectError(response, 400, {file: ruleMessages.fileType});
    expect(server.query('SELECT id FROM applications')).toHaveLength(before.rows);
    expect(resumeFiles()).toHaveLength(before.files);
  });

  test('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
    pdfBytes.copy(tenMegabytes);
    const accepted = await postApplication(api('/careers-form'), {name: 'big.pdf', type: 'application/pdf', bytes: tenMegabytes});
    expect(accepted.status).toBe(200);

    const before = server.query('SELECT id FROM applications').length;
    const tooBig = Buffer.concat([tenMegabytes, Buffer.from(' ')]);
    const refused = await postApplication(api('/careers-form'), {name: 'big.pdf', type: 'application/pdf', bytes: tooBig});
    await expectError(refused, 413, {file: ruleMessages.fileSize});
    expect(server.query('SELECT id FROM applications')).toHaveLength(before);
    // Two 10 MB uploads, each fsynced: over 5 s on two shared cores while the other worker runs PostgreSQL's pass.
  }, 30_000);

  test('answers 400 with every invalid field, the file included', async () => {
    const response = await postApplication(api('/careers-form'), undefined, {...validApplication, email: 'x', position: 'CEO'});
    await expectError(response, 400, {
      email: ruleMessages.careerEmailInvalid,
      position: ruleMessages.positionRequired,
      file: ruleMessages.fileRequired,
    });
  });

  test('answers 415 to a JSON body', async () => {
    await expectError(await postJson(api('/careers-form'), validApplication), 415);
  });
});

describe('honeypot (D19)', () => {
  test('a filled "website" field gets 200 and nothing is stored, queued or written', async () => {
    const count = () => ({
      enquiries: server.query('SELECT id FROM enquiries').length,
      outbox: server.query('SELECT id FROM outbox').length,
      signups: server.query('SELECT id FROM signups').length,
      applications: server.query('SELECT id FROM applications').length,
      files: resumeFiles().length,
    });
    const before = count();
    const bot = {...validEnquiry, email: 'bot@example.com', website: 'https://spam.example'};
    expect((await postJson(api('/googleSheet-contact-form'), bot)).status).toBe(200);
    expect((await postJson(api('/contact-form'), bot)).status).toBe(200);
    expect((await postJson(api('/newsletter-signup'), {email: 'bot@example.com', website: 'x'})).status).toBe(200);
    const application = await postApplication(
      api('/careers-form'),
      {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes},
      {...validApplication, website: 'x'},
    );
    expect(application.status).toBe(200);
    // Any value but an empty one, in any shape (issue 42: an array slipped past).
    for (const website of [['https://spam.example'], 1, {url: 'x'}]) {
      expect((await postJson(api('/contact-form'), {...bot, website})).status).toBe(200);
      expect((await postJson(api('/newsletter-signup'), {email: 'bot@example.com', website})).status).toBe(200);
    }
    expect(count()).toEqual(before);
  });
});

describe('CORS (D19)', () => {
  test('the configured origin may post from elsewhere', async () => {
    const preflight = await fetch(api('/contact-form'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const response = await postJson(api('/newsletter-signup'), {email: 'partner@example.com'}, {origin: 'https://partner.example'});
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  test('same-origin posts are allowed, also behind a proxy that rewrites Host', async () => {
    const response = await postJson(api('/newsletter-signup'), {email: 'same@example.com'}, {origin: server.url});
    expect(response.status).toBe(200);
    const proxied = await postJson(
      api('/newsletter-signup'),
      {email: 'proxied@example.com'},
      {origin: 'https://www.trendsoft.example', 'sec-fetch-site': 'same-origin'},
    );
    expect(proxied.status).toBe(200);
  });

  test('another origin gets no CORS grant, and its posts are refused with 403 and not stored', async () => {
    const preflight = await fetch(api('/contact-form'), {
      method: 'OPTIONS',
      headers: {origin: 'https://evil.example', 'access-control-request-method': 'POST'},
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await postJson(
      api('/newsletter-signup'),
      {email: 'evil@example.com'},
      {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'},
    );
    await expectError(response, 403);
    expect(server.query("SELECT id FROM signups WHERE email = 'evil@example.com'")).toHaveLength(0);
  });

  test("an Origin that names this host under another scheme, or with user information, is not this site's (issue 42)", async () => {
    const {host} = new URL(server.url);
    for (const origin of [`https://${host}`, `http://user@${host}`, `${server.url}/`, 'null']) {
      const response = await postJson(api('/newsletter-signup'), {email: 'lookalike@example.com'}, {origin});
      await expectError(response, 403);
    }
    expect(server.query("SELECT id FROM signups WHERE email = 'lookalike@example.com'")).toHaveLength(0);
  });
});

describe('caching (issue 42)', () => {
  test('no answer of the API may be stored: successes and refusals alike', async () => {
    const answers = [
      await fetch(api('/health')),
      await postJson(api('/newsletter-signup'), {email: 'cache@example.com'}),
      await postJson(api('/newsletter-signup'), {email: 'not an address'}),
      await postJson(api('/newsletter-signup'), {email: 'x@example.com'}, {origin: 'https://evil.example'}),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 403]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

test('an unknown API path answers 404 JSON, not the HTML page', async () => {
  const response = await fetch(api('/no-such-endpoint'));
  await expectError(response, 404);
});

describe('rate limit (D19)', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000'});
  });
  afterAll(() => limited.stop());

  test('beyond RATE_LIMIT_MAX posts per window to an endpoint an address gets 429 JSON, while pages still load', async () => {
    const responses: Response[] = [];
    for (let index = 0; index < 4; index += 1) {
      responses.push(await postJson(`${limited.url}/api/newsletter-signup`, {email: `n${index}@example.com`}));
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    await expectError(responses[3]!, 429);
    expect(responses[3]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.query('SELECT id FROM signups')).toHaveLength(3);
    expect((await fetch(`${limited.url}/About`)).status).toBe(200);
    expect((await fetch(`${limited.url}/api/health`)).status).toBe(200);
  });
});
