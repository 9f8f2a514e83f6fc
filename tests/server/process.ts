import {spawn, type ChildProcess} from 'node:child_process';
import {join} from 'node:path';

export const projectDir = join(__dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
}

/** Runs `server/start.ts` as its own Node process (one process: kill -9 hits the server itself). */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: projectDir,
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.once('exit', (code, signal) => resolve({code, signal})),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /forms API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({child, url: match[1]!, exited, output: () => output});
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({code}) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Runs a project script with tsx and collects its output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {cwd: projectDir, env: {...process.env, ...env}});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({code, stdout, stderr})));
}
