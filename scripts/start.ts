/**
 * `npm start [-- --no-build]`: builds the site when build/ is missing or older than its
 * sources (unless `--no-build`: instances started from one build), writes the compressed copies a build made by `docusaurus build`
 * alone lacks, then runs the forms server (server/start.ts), which serves it.
 * The build is tooling's, not the server's: the server imports nothing from here.
 */
// First, before anything that could load the SQLite binding: on the wrong Node it crashed
// without a word (issue 65); this stops with what to install.
import './lib/requireNode';
import {join} from 'node:path';
import {loadConfig} from '../server/config';
import {buildSite, staleReason} from './build';
import {isPrecompressed, precompressBuild} from './precompress';

// scripts/ sits in the project folder (tsx runs this file as CommonJS).
const projectDir = join(__dirname, '..');

async function main(): Promise<void> {
  const {buildDir} = loadConfig();
  const reason = process.argv.includes('--no-build') ? undefined : staleReason(projectDir, buildDir);
  if (reason) {
    console.log(`Building the site: ${reason}`);
    await buildSite(projectDir, buildDir);
  }
  if (!(await isPrecompressed(buildDir))) {
    console.log(`Writing compressed copies of the files in ${buildDir}`);
    await precompressBuild(buildDir);
  }
  await import('../server/start');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
