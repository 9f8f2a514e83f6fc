import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {request as httpRequest, type ClientRequest} from 'node:http';
import {join} from 'node:path';
import {earliestToday, quoteFileRules} from '../../src/forms/quoteRules';
import {ruleMessages} from '../../src/forms/rules';
import {exportCsv} from '../../server/export';
import {
  allowOutboxInserts,
  pdfBytes,
  refuseOutboxInserts,
  startServer,
  startSmtpSink,
  waitFor,
  type RunningServer,
  type SmtpSink,
} from './helpers';
import {quoteSamples, storedZip} from './sampleFiles';

jest.setTimeout(60_000);

const MiB = 1024 * 1024;

const validQuote = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+91 9876543210',
  companyName: 'Example Publishing',
  documentType: 'PDF',
  pages: '120',
  targetStandard: 'PDF/UA',
  deadline: '',
  notes: 'Two annual reports.\nThe second has fillable forms.',
};

interface SampleFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

function postQuote(
  url: string,
  files: readonly SampleFile[],
  fields: Record<string, string> = validQuote,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], {type: file.type ?? ''}), file.name);
  return fetch(url, {method: 'POST', body: form, headers});
}

/** A quote request written by hand, declaring `length` bytes: the test sends what it wants of them. */
function rawQuoteRequest(boundary: string, length: number): ClientRequest {
  const {hostname, port} = new URL(server.url);
  return httpRequest({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/quote-request',
    headers: {'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length)},
  });
}

let sink: SmtpSink;
let server: RunningServer;
const quoteUrl = () => `${server.url}/api/quote-request`;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Website <website@trendsoft.example>',
    MAIL_TO_SALES: 'sales@trendsoft.example',
    MAIL_TO_HR: 'hr@trendsoft.example',
    SITE_URL: 'https://www.trendsoft.example',
    OUTBOX_POLL_MS: '100',
  });
});
afterAll(async () => {
  await server.stop();
  await sink.close();
});

/** Everything in the quotes folder, partial files included. */
function quoteFolder(): string[] {
  const dir = join(server.dataDir, 'quotes');
  return existsSync(dir) ? readdirSync(dir) : [];
}

function counts(): {quotes: number; files: number; outbox: number; onDisk: number} {
  const [row] = server.query<{quotes: number; files: number; outbox: number}>(
    'SELECT (SELECT count(*) FROM quotes) AS quotes, (SELECT count(*) FROM quote_files) AS files, (SELECT count(*) FROM outbox) AS outbox',
  );
  return {...row!, onDisk: quoteFolder().length};
}

interface ErrorBody {
  error: string;
  fields: Record<string, string>;
  fileErrors?: {index: number; name: string; error: string; message: string}[];
}

/** A refused request: its status and body, and proof that nothing was stored or left on disk. */
async function expectRefused(response: Response, status: number, before: ReturnType<typeof counts>): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(counts()).toEqual(before);
  return body;
}

describe('an accepted quote request', () => {
  let reference: string;
  let before: ReturnType<typeof counts>;

  beforeAll(async () => {
    before = counts();
    const response = await postQuote(quoteUrl(), [quoteSamples.pdf, quoteSamples.docx], {...validQuote, deadline: earliestToday()});
    expect(response.status).toBe(200);
    const body = (await response.json()) as {ok: boolean; id: string};
    expect(body.ok).toBe(true);
    reference = body.id;
  });

  test('answers a reference and stores the row with every field', () => {
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = server.query<Record<string, unknown>>('SELECT * FROM quotes WHERE reference = ?', reference);
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone_number: '+91 9876543210',
      company_name: 'Example Publishing',
      document_type: 'PDF',
      pages: 120,
      target_standard: 'PDF/UA',
      deadline: earliestToday(),
      notes: validQuote.notes,
    });
  });

  test('stores each file under a random name in the quotes folder, 0600, with its row in the order sent', () => {
    const files = server.query<{position: number; stored_file: string; original_name: string; file_type: string; bytes: number}>(
      'SELECT position, stored_file, original_name, file_type, bytes FROM quote_files JOIN quotes ON quotes.id = quote_id WHERE reference = ? ORDER BY position',
      reference,
    );
    expect(files.map(({position, original_name, file_type, bytes}) => ({position, original_name, file_type, bytes}))).toEqual([
      {position: 1, original_name: 'annual report.pdf', file_type: 'application/pdf', bytes: quoteSamples.pdf.bytes.length},
      {position: 2, original_name: 'policy.docx', file_type: quoteSamples.docx.type, bytes: quoteSamples.docx.bytes.length},
    ]);
    expect(files[0]!.stored_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(files[1]!.stored_file).toMatch(/^[0-9a-f-]{36}\.docx$/);
    for (const [index, file] of files.entries()) {
      const path = join(server.dataDir, 'quotes', file.stored_file);
      expect(readFileSync(path)).toEqual(Buffer.from([quoteSamples.pdf, quoteSamples.docx][index]!.bytes));
      expect(statSync(path).mode & 0o777).toBe(0o600);
    }
    expect(statSync(join(server.dataDir, 'quotes')).mode & 0o777).toBe(0o700);
    expect(counts().onDisk).toBe(before.onDisk + 2);
  });

  test('e-mails the sales inbox once, listing the files by stored name and size, with no attachment', async () => {
    await waitFor(() => sink.mails.some((mail) => mail.raw.includes(reference)));
    const mails = sink.mails.filter((mail) => mail.raw.includes(reference));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual(['sales@trendsoft.example']);
    const [stored] = server.query<{stored_file: string}>(
      'SELECT stored_file FROM quote_files JOIN quotes ON quotes.id = quote_id WHERE reference = ? AND position = 1',
      reference,
    );
    expect(mail.raw).toContain(`stored as quotes/${stored!.stored_file}`);
    expect(mail.raw).toContain(`(${quoteSamples.pdf.bytes.length} bytes)`);
    expect(mail.raw).toMatch(/Subject: Quote request: PDF, 120 pages, from Example Publishing/);
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail.raw).not.toContain(Buffer.from(quoteSamples.pdf.bytes).toString('base64').slice(0, 40));
  });

  test('the files are never served over HTTP', async () => {
    const [stored] = server.query<{stored_file: string}>('SELECT stored_file FROM quote_files LIMIT 1');
    for (const path of [`/quotes/${stored!.stored_file}`, `/data/quotes/${stored!.stored_file}`, `/api/quotes/${stored!.stored_file}`]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('%PDF');
    }
  });

  test('npm run forms:export -- quotes lists the request with its files; quote_files lists each file', async () => {
    const quotes = await exportCsv(server, 'quotes');
    // The notes hold a line break, so the request's row is read up to the next row's id, not to the line's end.
    const line = quotes.csv.slice(quotes.csv.indexOf(reference)).split(/\r\n"\d+",/)[0]!;
    expect(line).toContain('"Example Publishing","PDF","120","PDF/UA"');
    expect(line).toContain('"Two annual reports.\nThe second has fillable forms."');
    expect(line).toMatch(
      /"2","annual report\.pdf \(\d+ bytes\) as quotes\/[0-9a-f-]{36}\.pdf; policy\.docx \(\d+ bytes\) as quotes\/[0-9a-f-]{36}\.docx"/,
    );
    const files = await exportCsv(server, 'quote_files');
    expect(files.csv.split('\r\n').filter((row) => row.includes(reference))).toHaveLength(2);
  });
});

describe('file types, recognised from the bytes', () => {
  test('every accepted type is stored with the type its bytes show', async () => {
    const samples = Object.values(quoteSamples);
    for (const batch of [samples.slice(0, 5), samples.slice(5)]) {
      const response = await postQuote(quoteUrl(), batch);
      expect(response.status).toBe(200);
      const {id} = (await response.json()) as {id: string};
      const stored = server.query<{original_name: string; file_type: string}>(
        'SELECT original_name, file_type FROM quote_files JOIN quotes ON quotes.id = quote_id WHERE reference = ? ORDER BY position',
        id,
      );
      expect(stored).toEqual(batch.map((sample) => ({original_name: sample.name, file_type: sample.type})));
    }
  });

  test('a large DOCX, whose part names are far from its start, is recognised from its start and its directory', async () => {
    const picture = 'x'.repeat(300 * 1024);
    const bytes = storedZip({'[Content_Types].xml': '<Types/>', 'word/media/image1.png': picture, 'word/document.xml': '<w:document/>'});
    const response = await postQuote(quoteUrl(), [{name: 'with pictures.docx', bytes}]);
    expect(response.status).toBe(200);
  });

  test.each([
    ['a PDF named .docx', {name: 'report.docx', bytes: pdfBytes}],
    ['a web page named .pdf', {name: 'invoice.pdf', bytes: Buffer.from('<!doctype html><script>alert(1)</script>')}],
    ['a Windows program named .zip', {name: 'documents.zip', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])}],
    ['a plain ZIP named .docx', {name: 'letter.docx', bytes: storedZip({'a.txt': 'hello'})}],
    ['an Excel 97 workbook (.xls)', {name: 'old.xls', bytes: quoteSamples.doc.bytes}],
    ['a text file', {name: 'notes.txt', bytes: Buffer.from('plain words')}],
  ])('%s is refused with a message naming the file, and nothing is kept', async (_label, file) => {
    const before = counts();
    const body = await expectRefused(await postQuote(quoteUrl(), [quoteSamples.pdf, file]), 400, before);
    expect(body.fileErrors).toEqual([
      {index: 1, name: file.name, error: 'type', message: `"${file.name}" is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file`},
    ]);
    expect(body.fields.files).toContain(file.name);
  });

  test('an empty file is refused as empty', async () => {
    const before = counts();
    const body = await expectRefused(await postQuote(quoteUrl(), [{name: 'blank.pdf', bytes: new Uint8Array()}]), 400, before);
    expect(body.fileErrors).toEqual([{index: 0, name: 'blank.pdf', error: 'empty', message: '"blank.pdf" is empty'}]);
  });
});

describe('limits', () => {
  test('no file at all is refused: at least one is needed', async () => {
    const before = counts();
    const body = await expectRefused(await postQuote(quoteUrl(), []), 400, before);
    expect(body.fields).toEqual({files: ruleMessages.filesRequired});
  });

  test('five files are accepted, six are refused and none of them kept', async () => {
    const five = Array.from({length: 5}, (_, index) => ({name: `part ${index + 1}.pdf`, bytes: pdfBytes}));
    expect((await postQuote(quoteUrl(), five)).status).toBe(200);
    const before = counts();
    const six = [...five, {name: 'part 6.pdf', bytes: pdfBytes}];
    const body = await expectRefused(await postQuote(quoteUrl(), six), 400, before);
    expect(body.fields).toEqual({files: ruleMessages.filesTooMany});
  });

  test('a file of exactly 25 MB is accepted; one byte more is refused as too large, naming it', async () => {
    const exactly = Buffer.concat([pdfBytes, Buffer.alloc(quoteFileRules.maxBytesEach - pdfBytes.length)]);
    const accepted = await postQuote(quoteUrl(), [{name: 'exact.pdf', bytes: exactly}]);
    expect(accepted.status).toBe(200);
    const {id} = (await accepted.json()) as {id: string};
    expect(
      server.query<{bytes: number}>('SELECT bytes FROM quote_files JOIN quotes ON quotes.id = quote_id WHERE reference = ?', id),
    ).toEqual([{bytes: quoteFileRules.maxBytesEach}]);

    const before = counts();
    const tooLarge = Buffer.concat([exactly, Buffer.from('x')]);
    const body = await expectRefused(
      await postQuote(quoteUrl(), [quoteSamples.docx, {name: 'huge scan.pdf', bytes: tooLarge}]),
      413,
      before,
    );
    expect(body.fileErrors).toEqual([{index: 1, name: 'huge scan.pdf', error: 'size', message: '"huge scan.pdf" is larger than 25 MB'}]);
  });

  test('files within 25 MB each but over 50 MB together are refused, nothing kept', async () => {
    // 50.1 MB in all: the body is within the declared-length limit, so the total is counted as the files arrive.
    const sizes = [20 * MiB, 20 * MiB, 10 * MiB + 100 * 1024];
    const before = counts();
    const files = sizes.map((size, index) => ({
      name: `volume ${index + 1}.pdf`,
      bytes: Buffer.concat([pdfBytes, Buffer.alloc(size - pdfBytes.length)]),
    }));
    const body = await expectRefused(await postQuote(quoteUrl(), files), 413, before);
    expect(body.fields).toEqual({files: ruleMessages.filesTooLarge});
  });

  test('a body declared larger than the limits allow is refused before it is read', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = rawQuoteRequest('x', 200 * MiB);
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      // Only the first bytes are sent: the answer must not wait for the other 200 MB.
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
  });
});

test('a visitor who goes away mid-upload leaves no file behind', async () => {
  const before = counts();
  const boundary = 'cutShort';
  const request = rawQuoteRequest(boundary, 10 * MiB);
  request.on('error', () => {});
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  request.write(Buffer.alloc(2 * MiB));
  // The file has reached the disk as a partial file; then the connection drops.
  await waitFor(() => quoteFolder().some((name) => name.endsWith('.partial')));
  request.destroy();
  await waitFor(() => quoteFolder().length === before.onDisk);
  expect(counts()).toEqual(before);
});

describe('fields', () => {
  test('each field is checked with the shared rules, and nothing is kept', async () => {
    const before = counts();
    const response = await postQuote(quoteUrl(), [quoteSamples.pdf], {
      name: '',
      email: 'not an address',
      phoneNumber: '+91 123',
      companyName: '',
      documentType: 'Spreadsheet',
      pages: '12.5',
      targetStandard: 'WCAG 3',
      deadline: '2020-01-01',
      notes: 'x'.repeat(2001),
    });
    const body = await expectRefused(response, 400, before);
    expect(body.fields).toEqual({
      name: ruleMessages.nameRequired,
      email: ruleMessages.emailInvalid,
      phoneNumber: ruleMessages.phoneLength,
      companyName: ruleMessages.companyRequired,
      documentType: ruleMessages.documentTypeRequired,
      pages: ruleMessages.pagesInvalid,
      targetStandard: ruleMessages.standardRequired,
      deadline: ruleMessages.deadlinePast,
      notes: ruleMessages.notesTooLong,
    });
  });

  test('a date that does not exist is refused; 2,000 characters of notes with line breaks are accepted', async () => {
    const before = counts();
    const refused = await postQuote(quoteUrl(), [quoteSamples.pdf], {...validQuote, deadline: '2031-02-30'});
    expect((await expectRefused(refused, 400, before)).fields).toEqual({deadline: ruleMessages.deadlineInvalid});
    const notes = `${'अ'.repeat(999)}\n${'b'.repeat(1000)}`;
    const accepted = await postQuote(quoteUrl(), [quoteSamples.pdf], {...validQuote, notes});
    expect(accepted.status).toBe(200);
  });

  test('a request that is not multipart gets 415', async () => {
    const response = await fetch(quoteUrl(), {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(validQuote),
    });
    expect(response.status).toBe(415);
  });

  test('the honeypot: a filled "website" field is answered 200 and nothing is kept', async () => {
    const before = counts();
    const response = await postQuote(quoteUrl(), [quoteSamples.pdf], {...validQuote, website: 'https://spam.example'});
    expect(response.status).toBe(200);
    expect(counts()).toEqual(before);
  });
});

describe('retries and failures', () => {
  test('the same Idempotency-Key twice stores one request and one set of files', async () => {
    const before = counts();
    const headers = {'idempotency-key': 'quote-retry-0001'};
    const first = await postQuote(quoteUrl(), [quoteSamples.pdf, quoteSamples.pptx], validQuote, headers);
    const second = await postQuote(quoteUrl(), [quoteSamples.pdf, quoteSamples.pptx], validQuote, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await first.json()) as {id: string}).id).toBe(((await second.json()) as {id: string}).id);
    expect(counts()).toEqual({quotes: before.quotes + 1, files: before.files + 2, outbox: before.outbox + 1, onDisk: before.onDisk + 2});
    // The same key with other files is a different submission: refused, nothing kept.
    const conflict = await postQuote(quoteUrl(), [quoteSamples.docx], validQuote, headers);
    expect(conflict.status).toBe(409);
    expect(counts().onDisk).toBe(before.onDisk + 2);
  });

  describe('when the notification cannot be queued', () => {
    beforeAll(() => refuseOutboxInserts(server));
    afterAll(() => allowOutboxInserts(server));

    test('neither the request, its files rows nor its files are kept, and the visitor gets a plain 500', async () => {
      const before = counts();
      const response = await postQuote(quoteUrl(), [quoteSamples.pdf, quoteSamples.xlsx]);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({error: 'Internal error', fields: {}});
      expect(counts()).toEqual(before);
    });
  });
});

test('quote requests share the forms’ rate limit per address: past it, 429 and nothing kept', async () => {
  const limited = await startServer({RATE_LIMIT_MAX: '2'});
  try {
    const url = `${limited.url}/api/quote-request`;
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await postQuote(url, [quoteSamples.pdf])).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(limited.query('SELECT id FROM quotes')).toHaveLength(2);
    expect(readdirSync(join(limited.dataDir, 'quotes'))).toHaveLength(2);
  } finally {
    await limited.stop();
  }
});
