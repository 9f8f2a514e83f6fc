import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  interactiveAttribute,
  islandAttribute,
  islandChunkName,
  islandNamePattern,
  islandOfChunk,
  isIslandsScriptFile,
  islandPropsAttribute,
} from '@site/src/islands/contract';
import {island, islandNames} from '@site/src/islands';

// Issue 66: the islands contract is written once (src/islands/contract.ts), and what is still
// written elsewhere by necessity, the chunk names in webpack's magic comments, is held to it.

const entrySource = readFileSync(join(__dirname, '..', '..', 'src', 'islands', 'entry.ts'), 'utf8');

describe('the islands contract', () => {
  it('names every island so that its chunk is kept by the build: a capital letter, then letters', () => {
    expect(islandNames.filter((name) => !islandNamePattern.test(name))).toEqual([]);
    expect(() => islandChunkName('Quote2Form')).toThrow(/not an island's name/);
    expect(() => islandChunkName('quote-form')).toThrow(/not an island's name/);
  });

  it('each chunk the islands script names in a magic comment is an island of the registry, named by the rule', () => {
    const named = [...entrySource.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((chunk) => !islandNames.some((name) => islandChunkName(name) === chunk))).toEqual([]);
    expect(named.map(islandOfChunk)).toEqual(named.map((chunk) => chunk.slice('island-'.length)));
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
      [interactiveAttribute]: '',
      [islandAttribute]: 'CounterGroup',
      [islandPropsAttribute]: '{"start":"load"}',
    });
  });
});
