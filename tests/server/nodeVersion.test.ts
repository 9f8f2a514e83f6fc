import {spawn} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {satisfiesRange, wrongNodeMessage} from '../../scripts/lib/requireNode';
import {projectDir} from './process';
import {tempDir} from './helpers';

jest.setTimeout(60_000);

// Issue 65: on Node 20 `npm install` passed with warnings and `npm start` built the site,
// then the server died with exit status 139 and no message.

const range = (JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {engines: {node: string}}).engines.node;

let folder: string;
let oldNode: string;
beforeAll(() => {
  folder = tempDir('old-node');
  // Loaded before anything else (`node -r`): this Node says it is 20, as a machine's
  // older Node would, and reports whether the SQLite binding was ever loaded.
  oldNode = join(folder, 'old-node.cjs');
  writeFileSync(
    oldNode,
    `Object.defineProperty(process, 'version', {value: 'v20.20.2'});
     Object.defineProperty(process.versions, 'node', {value: '20.20.2'});
     const Module = require('node:module');
     const load = Module._load;
     Module._load = function (request, ...rest) {
       if (/better-sqlite3/.test(request)) process.stderr.write('LOADED better-sqlite3\\n');
       return load.call(this, request, ...rest);
     };`,
  );
});
afterAll(() => rmSync(folder, {recursive: true, force: true}));

function run(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{code: number | null; output: string}> {
  const child = spawn(process.execPath, ['-r', oldNode, ...args], {cwd, env: {...process.env, ...env}});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({code, output})));
}

test('the engines range is read as npm reads it', () => {
  expect(range).toBe('>=24.14 <25');
  expect(satisfiesRange('24.14.0', range)).toBe(true);
  expect(satisfiesRange('24.21.0', range)).toBe(true);
  expect(satisfiesRange('24.13.9', range)).toBe(false);
  expect(satisfiesRange('20.20.2', range)).toBe(false);
  expect(satisfiesRange('25.0.0', range)).toBe(false);
  expect(satisfiesRange('22.1.0', '>=20 <21 || >=22')).toBe(true);
  expect(wrongNodeMessage('24.21.0', range)).toBeUndefined();
  expect(() => satisfiesRange('24.0.0', 'lts/*')).toThrow(/not understood/);
});

test('npm start on an older Node stops first, naming the required version, before the SQLite binding loads', async () => {
  const {code, output} = await run(['--import', 'tsx', 'scripts/start.ts', '--no-build'], projectDir, {
    BUILD_DIR: join(folder, 'build'),
    DATA_DIR: join(folder, 'data'),
    PORT: '0',
  });
  expect(code).toBe(1);
  expect(output).toContain(`This site needs Node ${range}`);
  expect(output).toContain('this is Node 20.20.2');
  expect(output).toContain('Install Node 24 LTS');
  expect(output).not.toContain('LOADED better-sqlite3');
  expect(output).not.toMatch(/Building|Writing compressed|forms API on/);
});

test("npm install on an older Node fails with npm's own message naming the required version (engine-strict)", async () => {
  // The project's engines and .npmrc, with no dependencies: what npm decides before it fetches anything.
  const project = join(folder, 'project');
  const {name, version, engines} = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  rmSync(project, {recursive: true, force: true});
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({name, version, private: true, engines}));
  copyFileSync(join(projectDir, '.npmrc'), join(project, '.npmrc'));
  // The npm that runs this test (npm sets npm_execpath), else the one beside this Node.
  const npm = process.env.npm_execpath ?? join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
  const {code, output} = await run([npm, 'install', '--offline', '--no-audit', '--no-fund'], project, {npm_config_loglevel: 'error'});
  expect(code).not.toBe(0);
  expect(output).toContain('EBADENGINE');
  expect(output).toContain(`"node":"${range}"`);
});
