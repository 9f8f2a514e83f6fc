import {readdirSync, readFileSync} from 'node:fs';
import {extname, join, relative} from 'node:path';

// The code explains itself by citing decisions by number and the product description by
// section. A clone has only the repository, so every citation must lead to a place in it:
// a D-number to its entry in docs/decisions.md, a section of docs/product.md to a heading
// there, and nothing to documents kept outside the repository.

const root = join(__dirname, '..', '..');
const thisFile = relative(root, __filename);

/** Folders that hold no sources of ours, wherever they are. */
const skippedNames = new Set(['node_modules', '.git', '.docusaurus', '.cache-loader']);
/** Output and local state at the top of the checkout (src/data is ours, /data is not). */
const skippedAtRoot = new Set(['build', 'data', 'test-results', 'playwright-report', 'coverage']);
/** Generated, and too large to be worth reading. */
const skippedFiles = new Set(['package-lock.json']);

/** Files where a comment or title may cite a decision or a section. */
const citingExtensions = new Set(['.ts', '.tsx', '.mjs', '.js', '.md', '.mdx', '.css']);
/** Every text file that could point elsewhere ('' covers .ci/run and dotfiles). */
const textExtensions = new Set([...citingExtensions, '.cjs', '.json', '.html', '.yml', '.yaml', '.sh', '.txt', '']);

interface SourceFile {
  path: string;
  lines: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    // node_modules is a symbolic link in a git worktree: links are never followed.
    if (entry.isSymbolicLink() || skippedNames.has(entry.name)) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return dir === root && skippedAtRoot.has(entry.name) ? [] : walk(full);
    return entry.isFile() && !skippedFiles.has(entry.name) ? [full] : [];
  });
}

function textFiles(): SourceFile[] {
  return walk(root).flatMap((full) => {
    const path = relative(root, full);
    if (path === thisFile || !textExtensions.has(extname(full))) return [];
    const text = readFileSync(full, 'utf8');
    if (text.includes('\u0000')) return [];
    return [{path, lines: text.split('\n')}];
  });
}

const files = textFiles();
const citingFiles = files.filter((file) => citingExtensions.has(extname(file.path)));
const decisionsPath = join('docs', 'decisions.md');
const productPath = join('docs', 'product.md');

function fileText(path: string): string {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is missing`);
  return file.lines.join('\n');
}

/** The numbers of the entries of docs/decisions.md ("### D5. Title"). */
const decisionNumbers = [...fileText(decisionsPath).matchAll(/^#{2,4} D(\d+)\. \S/gm)].map((match) => Number(match[1]));
/** The numbered sections of docs/product.md ("## 2. Routes"). */
const productSections = new Set([...fileText(productPath).matchAll(/^## (\d+)\. \S/gm)].map((match) => Number(match[1])));

/**
 * A decision cited as in "(D5)", "D19:", "D11 to D13", "D1…D32" or "D5's": a capital D and
 * one or two digits, standing alone. "R2-D2", "#D12" (a colour) or "D29-style" are not citations.
 */
const decisionCitation = /(?<=^|[\s([{,;`…])D([1-9]\d?)(?=$|[\s:,.;)\]'’`…])/g;

/** A citation of docs/product.md, with or without backticks, and what follows it up to the end of the clause. */
const productCitation = /docs\/product\.md`?([^);\n]*)/g;

/** What points at the documents this repository was once written from, outside it. */
const outsidePointers = [/\.\.\/shared\b/, /\b(?:SPEC|DECISIONS|ARCHITECTURE)(?:\.md)?\b/];

describe('docs/decisions.md and docs/product.md', () => {
  it('numbers the decisions D1 onwards, each once, with no gap', () => {
    expect(decisionNumbers.length).toBeGreaterThanOrEqual(32);
    expect(decisionNumbers).toEqual(decisionNumbers.map((_, index) => index + 1));
  });

  it('has numbered sections in docs/product.md', () => {
    expect([...productSections]).toEqual([...productSections].map((_, index) => index + 1));
    expect(productSections.size).toBeGreaterThanOrEqual(9);
  });

  it('finds the citations it checks', () => {
    const cited = citingFiles.flatMap((file) => file.lines.flatMap((line) => [...line.matchAll(decisionCitation)]));
    expect(cited.length).toBeGreaterThan(150);
    const sections = citingFiles.flatMap((file) => file.lines.flatMap((line) => [...line.matchAll(productCitation)]));
    expect(sections.length).toBeGreaterThan(100);
  });
});

describe('citations lead to a place in the repository', () => {
  it('cites only decisions that have an entry in docs/decisions.md', () => {
    const known = new Set(decisionNumbers);
    // docs/decisions.md tells how to add the next one, by its number.
    const nextFree = Math.max(...decisionNumbers) + 1;
    const dangling = citingFiles.flatMap((file) =>
      file.lines.flatMap((line, index) =>
        [...line.matchAll(decisionCitation)]
          .map((match) => Number(match[1]))
          .filter((number) => !known.has(number) && !(file.path === decisionsPath && number === nextFree))
          .map((number) => `${file.path}:${index + 1}: D${number}`),
      ),
    );
    expect(dangling).toEqual([]);
  });

  it('cites only sections that docs/product.md has', () => {
    const dangling = citingFiles.flatMap((file) =>
      file.lines.flatMap((line, index) => {
        // Inside docs/product.md a bare "(§8)" is a cross-reference to its own section.
        const clauses = file.path === productPath ? [line] : [...line.matchAll(productCitation)].map((match) => match[1]!);
        return clauses
          .flatMap((clause) => [...clause.matchAll(/§\s*(\d+)/g)].map((match) => Number(match[1])))
          .filter((section) => !productSections.has(section))
          .map((section) => `${file.path}:${index + 1}: docs/product.md §${section}`);
      }),
    );
    expect(dangling).toEqual([]);
  });

  it('points at no document outside the repository', () => {
    const outside = files.flatMap((file) =>
      file.lines.flatMap((line, index) =>
        outsidePointers.some((pattern) => pattern.test(line)) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [],
      ),
    );
    expect(outside).toEqual([]);
  });
});
