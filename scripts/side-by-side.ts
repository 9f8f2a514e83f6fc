/**
 * `tsx scripts/side-by-side.ts <npm script> <npm script>`: runs two of the package's scripts at
 * the same time and fails if either fails. `npm test` runs the jest suites beside the server
 * suite's PostgreSQL pass this way (issue 67): each leaves about a fifth of the two cores idle
 * (waiting on sockets, timers and the database), so together they take 175 s where one after the
 * other took 208 s on this machine.
 *
 * The first script's output streams as it comes; the second's is kept and printed whole once it
 * ends, so that a log reads as two blocks, not as interleaved lines.
 */
import {spawn} from 'node:child_process';

interface Finished {
  script: string;
  code: number;
  output: string;
}

function runScript(script: string, streamed: boolean): Promise<Finished> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', script], {stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe']});
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({script, code: 1, output: `${error.message}\n`}));
    child.once('exit', (code, signal) => {
      resolve({script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8')});
    });
  });
}

async function main(): Promise<number> {
  const [first, second, ...rest] = process.argv.slice(2);
  if (!first || !second || rest.length > 0) {
    console.error('Usage: tsx scripts/side-by-side.ts <npm script> <npm script>');
    return 2;
  }
  const kept = runScript(second, false);
  const streamed = await runScript(first, true);
  const secondDone = await kept;
  process.stdout.write(`\n(npm run ${second} ran beside ${first}; its output, kept until it ended:)\n${secondDone.output}`);
  for (const {script, code} of [streamed, secondDone]) {
    if (code !== 0) console.error(`\nnpm run ${script} failed (exit ${code})`);
  }
  return streamed.code !== 0 ? streamed.code : secondDone.code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
