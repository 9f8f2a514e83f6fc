import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {pdfBytes, postApplication, startServer, tempDir, testStore} from './helpers';

jest.setTimeout(30_000);

// Issue 12: the database and resumes hold personal data, so only the server's
// own user may read them, whatever the umask.

const modeOf = (path: string) => statSync(path).mode & 0o777;

test('the data folder is created 0700, the database and its journal 0600, resumes 0600', async () => {
  const dataDir = join(tempDir('at-rest'), 'data');
  const previousUmask = process.umask(0o022);
  const server = await startServer({DATA_DIR: dataDir});
  try {
    const response = await postApplication(`${server.url}/api/careers-form`, {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes});
    expect(response.status).toBe(200);
    expect(modeOf(dataDir)).toBe(0o700);
    // With PostgreSQL the folder holds only the uploads: the rows are in the database.
    const databaseFiles = readdirSync(dataDir).filter((name) => name.startsWith('trendsoft.sqlite'));
    if (testStore === 'sqlite') expect(databaseFiles).toEqual(expect.arrayContaining(['trendsoft.sqlite', 'trendsoft.sqlite-wal']));
    else expect(databaseFiles).toEqual([]);
    for (const name of databaseFiles) expect([name, modeOf(join(dataDir, name))]).toEqual([name, 0o600]);
    const resumes = join(dataDir, 'resumes');
    expect(modeOf(resumes)).toBe(0o700);
    const stored = readdirSync(resumes);
    expect(stored).toHaveLength(1);
    expect(modeOf(join(resumes, stored[0]!))).toBe(0o600);
  } finally {
    process.umask(previousUmask);
    await server.stop();
  }
});
