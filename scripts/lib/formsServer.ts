/**
 * Starts the production forms server (server/start.ts, which also serves the
 * built site) in its own process on a free loopback port, as the benchmarks
 * need it: a temporary data folder, no SMTP, quiet logs.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';

export interface RunningServer {
  url: string;
  /** SIGTERM, then waits for the process to end. */
  stop: () => Promise<void>;
  /** SIGKILL: the process ends at once, mid-request, as in a power cut. */
  kill: () => Promise<void>;
}

const projectDir = join(__dirname, '..', '..');

export async function startFormsServer(options: {buildDir: string; dataDir: string; env?: NodeJS.ProcessEnv}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: projectDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      BUILD_DIR: options.buildDir,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /forms API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
