/**
 * A throwaway PostgreSQL server for the tests and benchmarks (D35): Debian's
 * `postgresql` package (its binaries under /usr/lib/postgresql/<version>/bin,
 * or PG_BINDIR), a new cluster in a temporary folder, listening on a free
 * loopback port and a socket in that folder, trust authentication. PostgreSQL
 * refuses to run as root, so under root the cluster belongs to the `postgres`
 * user the package creates and its programs run through `runuser`.
 */
import {execFileSync, spawn} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The folder holding initdb, pg_ctl and postgres. */
export function postgresBinDir(): string {
  const configured = process.env.PG_BINDIR;
  if (configured) return configured;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed: `apt-get install postgresql` (Debian), or set PG_BINDIR to the folder holding initdb and pg_ctl.',
    );
  }
  return join(root, versions[0]!, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
function commandLine(program: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

/** Runs it in `cwd`: the postgres user may not be allowed into this process's folder. */
function run(program: string, args: string[], cwd: string): void {
  const [command, commandArgs] = commandLine(program, args);
  execFileSync(command, commandArgs, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
}

/**
 * Starts a new cluster. `durable: false` (the tests) turns fsync off, which
 * only matters if the machine itself crashes; the benchmarks keep it on, so
 * their figures compare with SQLite's synchronous commits.
 */
export async function startTestPostgres(options: {durable?: boolean; maxConnections?: number} = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'trendsoft-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], dir);
  const port = await freePort();
  const settings = [
    `port=${port}`,
    "listen_addresses='127.0.0.1'",
    `unix_socket_directories='${dir}'`,
    `max_connections=${options.maxConnections ?? 200}`,
    ...(options.durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const [command, args] = commandLine(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    settings.map((setting) => `-c ${setting}`).join(' '),
    'start',
  ]);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {cwd: dir, stdio: 'ignore'});
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl start exited ${code}; see ${join(dir, 'server.log')}`)),
    );
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], dir);
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    },
  };
}
