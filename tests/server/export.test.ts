import {readFileSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {csvCell} from '../../server/csv';
import {exportCsv} from '../../server/export';
import {pdfBytes, postApplication, postJson, startServer, submitEnquiry, tempDir, validEnquiry, type RunningServer} from './helpers';
import {runScript} from './process';

jest.setTimeout(30_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({});
  const companies = ['=HYPERLINK("http://evil.example","Click")', 'Acme, "Quoted" Ltd', '+SUM(1)', '@cmd', '-2+3', 'हिन्दी प्रकाशन'];
  for (const companyName of companies) {
    // The optional message (issue 31) is a free-text cell too: a formula there is escaped like any other.
    const message = companyName.startsWith('=') ? '=1+2\nsecond line' : '';
    const answer = await submitEnquiry(server.url, {...validEnquiry, companyName, message});
    expect([answer.first, answer.second]).toEqual([200, 200]);
  }
  expect((await postJson(`${server.url}/api/newsletter-signup`, {email: 'reader@example.com'})).status).toBe(200);
  expect((await postApplication(`${server.url}/api/careers-form`, {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes})).status).toBe(
    200,
  );
});
afterAll(() => server.stop());

const exportTable = (args: string[]) => runScript('server/export.ts', args, server.storeEnv);

test('cells that a spreadsheet would run as a formula are escaped; quotes and commas are quoted', () => {
  expect(['=1+1', '+1', '-1', '@A1', '\tx', 'plain', 'say "hi", ok', 'two\nlines', '', null].map(csvCell)).toEqual([
    `"'=1+1"`,
    `"'+1"`,
    `"'-1"`,
    `"'@A1"`,
    `"'\tx"`,
    '"plain"',
    '"say ""hi"", ok"',
    '"two\nlines"',
    '""',
    '""',
  ]);
});

test('enquiries export to a CSV file that opens in a spreadsheet: BOM, header, CRLF rows, escaped cells, UTF-8', async () => {
  const out = join(tempDir('export'), 'enquiries.csv');
  // An older export left readable by everyone is overwritten and closed.
  writeFileSync(out, 'old', {mode: 0o644});
  const result = await exportTable(['enquiries', '--out', out]);
  expect(result.code).toBe(0);
  expect(result.stderr).toContain(`6 enquiries rows written to ${out}`);
  // Readable by its owner alone, like the privacy export (issue 42).
  expect(statSync(out).mode & 0o777).toBe(0o600);
  const csv = readFileSync(out, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('"id","reference","created_at","name","email","phone_number","company_name","enquiries","message"');
  expect(lines[1]).toMatch(
    /^"1","[0-9a-f-]{36}","\d{4}-\d\d-\d\dT[\d:.]+Z","Asha Rao","asha@example.com","'\+91 9876543210","'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)","Document Accessibility","'=1\+2\nsecond line"$/,
  );
  // A line break inside a cell stays inside its quotes.
  expect(csv).toContain('"Acme, ""Quoted"" Ltd"');
  for (const cell of [`"'+SUM(1)"`, `"'@cmd"`, `"'-2+3"`, '"हिन्दी प्रकाशन"']) expect(csv).toContain(cell);
  expect(csv.endsWith('\r\n')).toBe(true);
});

test('applications, sign-ups and the outbox export with their columns', async () => {
  expect((await exportCsv(server, 'applications')).csv).toContain('"cv.pdf","application/pdf"');
  expect((await exportCsv(server, 'signups')).csv).toMatch(/"1","[^"]+","reader@example.com","en","pending",""\r\n$/);
  const outbox = (await exportCsv(server, 'outbox')).csv;
  expect(outbox.split('\r\n')[0]).toBe(
    '\uFEFF"id","created_at","inbox","team","subject","reply_to","status","attempts","last_error","sent_at","body_text"',
  );
  expect(outbox).toContain(
    '"sales","accessibility","Website enquiry: Document Accessibility from Acme, ""Quoted"" Ltd","asha@example.com","pending","0"',
  );
  expect(outbox).toContain('"hr","","Job application: Fresher from Ravi Kumar"');
});

test('without --out the CLI writes to standard output', async () => {
  const result = await exportTable(['signups']);
  expect(result.code).toBe(0);
  expect(result.stdout).toBe((await exportCsv(server, 'signups')).csv);
});

test('an unknown table is refused with the usage line', async () => {
  const result = await exportTable(['passwords']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(
    'Usage: npm run forms:export -- <enquiries|applications|quotes|quote_files|signups|outbox|privacy_requests> [--out FILE]',
  );
});
