import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  islandAttribute,
  islandChunkName,
  islandNamePattern,
  islandOfChunk,
  isIslandsScriptFile,
  islandPropsAttribute,
} from '@site/plugins/islands/contract';
import {island} from '@site/plugins/islands/island';
import type {IslandDeclaration} from '@site/plugins/islands/declare';

// Issue 66: the islands contract is written once (plugins/islands/contract.ts), and what is still
// written elsewhere by necessity, the chunk names in webpack's magic comments, is held to it.
// Each island is declared once, in an island.ts beside its component, which the islands script's
// build gathers (plugins/islands/browser/registry.ts, plugins/islands/registryLoader.cjs).

/** What the registry's loader uses of the bundler's loader context. */
interface LoaderContext {
  getOptions(): {componentsDir: string};
  addContextDependency(dir: string): void;
}

const root = join(__dirname, '..', '..');
const componentsDir = join(root, 'src', 'components');
// The files the build's loader finds, found by the loader's own function.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as the bundler loads it
const registryLoader = require('../../plugins/islands/registryLoader.cjs') as ((this: LoaderContext) => string) & {
  declarationFiles: (componentsDir: string) => string[];
};
const findDeclarations = registryLoader.declarationFiles;
const declarationFiles = findDeclarations(componentsDir);
const declarations = declarationFiles.map((file) => ({
  file: relative(root, file),
  source: readFileSync(file, 'utf8'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each file is found on disk, as the bundler's context finds it
  declaration: (require(file) as {default: IslandDeclaration}).default,
}));
const names = declarations.map(({declaration}) => declaration.name);

/** Every `island('Name'` and `formIsland('Name'` mark in the front end's code, by file. */
function marksInSource(dir: string): {file: string; name: string}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return marksInSource(full);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(full, 'utf8');
    return [...source.matchAll(/\b(?:island|formIsland)\('([^']*)'/g)].map((match) => ({file: relative(root, full), name: match[1]!}));
  });
}

describe('the islands contract', () => {
  it('names every island so that its chunk is kept by the build: a capital letter, then letters, each name once', () => {
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !islandNamePattern.test(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(() => islandChunkName('Quote2Form')).toThrow(/not an island's name/);
    expect(() => islandChunkName('quote-form')).toThrow(/not an island's name/);
  });

  it('each chunk a declaration names in a magic comment is its own island’s, named by the rule', () => {
    const named = declarations.flatMap(({file, source, declaration}) =>
      [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => ({file, chunk: match[1]!, name: declaration.name})),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({chunk, name}) => chunk !== islandChunkName(name))).toEqual([]);
    expect(named.map(({chunk}) => islandOfChunk(chunk))).toEqual(named.map(({name}) => name));
  });

  it('the islands script’s registry imports every declaration, and is rebuilt when one is added', () => {
    const watched: string[] = [];
    const registry = registryLoader.call({getOptions: () => ({componentsDir}), addContextDependency: (dir) => watched.push(dir)});
    expect(watched).toEqual([componentsDir]);
    expect(declarationFiles.filter((file) => !registry.includes(`from ${JSON.stringify(file)};`))).toEqual([]);
    expect(registry).toContain(`export const islands = [${declarationFiles.map((_, index) => `island${index}`).join(', ')}];`);
  });

  it('every island a component marks is declared, and every declared island is marked by a component', () => {
    const marks = marksInSource(join(root, 'src')).filter(({file}) => !file.startsWith(join('src', 'islands')));
    expect(marks.filter(({name}) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !marks.some((mark) => mark.name === name))).toEqual([]);
  });

  it('tells the scripts a page may run from the client app by their file names', () => {
    for (const kept of [
      'runtime~islands.580e8b76.js',
      'islands.e7f87c10.js',
      'islands-preact.0b060559.js',
      'island-QuoteForm.5e7aab65.js',
    ]) {
      expect({kept, runs: isIslandsScriptFile(kept)}).toEqual({kept, runs: true});
    }
    for (const dropped of ['main.1a2b3c4d.js', 'runtime~main.1a2b3c4d.js', 'island-Quote2Form.1a2b3c4d.js', '17.1a2b3c4d.js']) {
      expect({dropped, runs: isIslandsScriptFile(dropped)}).toEqual({dropped, runs: false});
    }
  });

  it('marks an island root with the contract’s attributes', () => {
    expect(island('CounterGroup', {start: 'load', skipped: undefined})).toEqual({
      [islandAttribute]: 'CounterGroup',
      [islandPropsAttribute]: '{"start":"load"}',
    });
  });
});
