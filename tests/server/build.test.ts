import {mkdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {staleReason} from '../../scripts/build';
import {tempDir} from './helpers';

let project: string;
const buildDir = () => join(project, 'build');

function write(path: string, secondsAgo: number): void {
  const full = join(project, path);
  mkdirSync(join(full, '..'), {recursive: true});
  writeFileSync(full, 'x');
  // The file and the folders it was created in all date from then, as on a real disk.
  const time = new Date(Date.now() - secondsAgo * 1000);
  for (let folder = full; folder !== project; folder = join(folder, '..')) utimesSync(folder, time, time);
}

beforeEach(() => {
  project = tempDir('project');
  write('pages/index.mdx', 100);
  write('src/css/custom.css', 100);
  write('docusaurus.config.ts', 100);
});
afterEach(() => rmSync(project, {recursive: true, force: true}));

test('npm start builds when build/ is missing or lacks a locale', () => {
  expect(staleReason(project, buildDir())).toMatch(/missing or incomplete/);
  write('build/index.html', 10);
  expect(staleReason(project, buildDir())).toMatch(/missing or incomplete/);
});

test('npm start serves an up-to-date build as it is, and rebuilds after a source changed', () => {
  write('build/index.html', 10);
  write('build/hi/index.html', 10);
  expect(staleReason(project, buildDir())).toBeUndefined();
  write('pages/TrendSoft/About.mdx', 1);
  expect(staleReason(project, buildDir())).toBe('pages changed since the last build');
});

test('a changed config file makes the build stale too', () => {
  write('build/index.html', 10);
  write('build/hi/index.html', 10);
  write('docusaurus.config.ts', 1);
  expect(staleReason(project, buildDir())).toBe('docusaurus.config.ts changed since the last build');
});
