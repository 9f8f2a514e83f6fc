/**
 * Data-subject requests (Privacy Policy §6, D40), run by staff:
 *
 *   npm run forms:privacy -- find <email>                 every row and file held for the address
 *   npm run forms:privacy -- export <email> --out <dir>   the same as JSON, with copies of the files (portability)
 *   npm run forms:privacy -- erase <email>                removes rows, files and queued e-mails, and says what it removed
 *
 * Each request is recorded in the privacy_requests table: a hash of the
 * address, the action, the counts and the time, never the address itself.
 */
import {copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {validateEmail} from '../src/forms/rules';
import {loadConfig} from './config';
import {removeStoredFile, storedFilesDir, type StoredFileFolder} from './files';
import {describeRemoved} from './retention';
import {countsOf, removableTables, type HeldData, type PrivacyRepository, type RemovedData} from './storage/privacy';
import {openStore} from './storage/open';

/** What is held for an address: its rows per table, and its stored files with where they are. */
export interface HeldForAddress extends HeldData {
  files: {folder: StoredFileFolder; storedName: string; path: string; bytes: number | undefined}[];
}

/** Every row and stored file held for `email`, recorded as a `find` (or `export`) request. */
export async function findHeld(
  privacy: PrivacyRepository,
  dataDir: string,
  email: string,
  action: 'find' | 'export' = 'find',
): Promise<HeldForAddress> {
  const held = await privacy.findByEmail(email, action);
  return {
    ...held,
    files: held.files.map((file) => {
      const path = join(storedFilesDir(dataDir, file.folder), file.storedName);
      return {...file, path, bytes: existsSync(path) ? statSync(path).size : undefined};
    }),
  };
}

/**
 * Writes what is held for `email` to `outDir` (which must be empty or new):
 * data.json with every row, and files/<folder>/<stored name> copies of the
 * visitor's files, named in data.json with their original names.
 */
export async function exportHeld(privacy: PrivacyRepository, dataDir: string, email: string, outDir: string): Promise<HeldForAddress> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty: choose a new folder`);
  const held = await findHeld(privacy, dataDir, email, 'export');
  mkdirSync(outDir, {recursive: true, mode: 0o700});
  for (const file of held.files) {
    if (file.bytes === undefined) continue;
    const folder = join(outDir, 'files', file.folder);
    mkdirSync(folder, {recursive: true, mode: 0o700});
    copyFileSync(file.path, join(folder, file.storedName));
  }
  const document = {
    address: email,
    exportedAt: new Date().toISOString(),
    about:
      'Everything the Trendsoft website forms server holds for this address: one list of records per kind, ' +
      'and the files sent with them, copied under files/ by their stored names.',
    records: held.rows,
    files: held.files.map((file) => ({
      folder: file.folder,
      storedName: file.storedName,
      copiedTo: file.bytes === undefined ? null : `files/${file.folder}/${file.storedName}`,
      bytes: file.bytes ?? null,
    })),
  };
  writeFileSync(join(outDir, 'data.json'), `${JSON.stringify(document, null, 2)}\n`, {mode: 0o600});
  return held;
}

/** Erases everything held for `email` in one transaction, then its files; recorded as an `erase` request. */
export async function eraseHeld(privacy: PrivacyRepository, dataDir: string, email: string): Promise<RemovedData> {
  const removed = await privacy.eraseByEmail(email);
  // After the commit, as for retention: no row ever names a missing file.
  for (const file of removed.files) await removeStoredFile(dataDir, file.folder, file.storedName);
  return removed;
}

function usage(message: string): never {
  console.error(
    `${message}\nUsage:\n  npm run forms:privacy -- find <email>\n  npm run forms:privacy -- export <email> --out <dir>\n  npm run forms:privacy -- erase <email>`,
  );
  process.exit(2);
}

function printHeld(email: string, held: HeldForAddress): void {
  const counts = countsOf(held.rows);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`${email}: ${total} rows and ${held.files.length} files held.`);
  for (const table of removableTables) {
    if (held.rows[table].length === 0) continue;
    console.log(`\n${table} (${held.rows[table].length}):`);
    for (const row of held.rows[table]) console.log(`  ${JSON.stringify(row)}`);
  }
  if (held.files.length > 0) {
    console.log(`\nfiles (${held.files.length}):`);
    for (const file of held.files) console.log(`  ${file.path} (${file.bytes === undefined ? 'missing' : `${file.bytes} bytes`})`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [action, email = '', ...rest] = argv;
  if (action !== 'find' && action !== 'export' && action !== 'erase') usage(action ? `Unknown action "${action}".` : 'Name an action.');
  if (validateEmail(email) !== undefined) usage(email ? `"${email}" is not an e-mail address.` : 'Name the e-mail address.');
  let outDir: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    if (action === 'export' && rest[index] === '--out' && rest[index + 1]) outDir = rest[++index];
    else usage(`Unexpected argument "${rest[index]}".`);
  }
  if (action === 'export' && !outDir) usage('export needs --out <dir>.');
  const config = loadConfig();
  const store = await openStore(config);
  try {
    if (action === 'find') printHeld(email, await findHeld(store.privacy, config.dataDir, email));
    else if (action === 'export') {
      const held = await exportHeld(store.privacy, config.dataDir, email, outDir!);
      const total = Object.values(countsOf(held.rows)).reduce((sum, count) => sum + count, 0);
      console.log(`${total} rows and ${held.files.length} files written to ${outDir}`);
    } else console.log(`Erased ${describeRemoved(await eraseHeld(store.privacy, config.dataDir, email))}.`);
  } finally {
    await store.close();
  }
}

// Run as the CLI, not when a test imports it.
if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
