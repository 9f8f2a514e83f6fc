/**
 * `npm run test:server:postgres`: the server test suite once more, against a
 * real PostgreSQL this script starts for the run (scripts/lib/postgres.ts,
 * D35) and stops afterwards. Each test server gets its own database in it
 * (tests/server/helpers.ts). Extra arguments go to jest.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {startTestPostgres} from './lib/postgres';

async function main(): Promise<number> {
  const started = Date.now();
  const postgres = await startTestPostgres();
  console.log(`PostgreSQL for the tests on port ${postgres.port} (started in ${Date.now() - started} ms)`);
  try {
    const jest = join(__dirname, '..', 'node_modules', 'jest', 'bin', 'jest.js');
    const child = spawn(process.execPath, [jest, '--selectProjects', 'server', '--maxWorkers=2', ...process.argv.slice(2)], {
      cwd: join(__dirname, '..'),
      env: {...process.env, TEST_DATABASE_URL: postgres.url},
      stdio: 'inherit',
    });
    // Ctrl-C reaches jest through the terminal; the cluster is stopped once it has exited.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    return await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
