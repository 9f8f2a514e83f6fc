import {readdirSync, readFileSync} from 'node:fs';
import {basename, dirname, extname, join, relative, sep} from 'node:path';

// The code explains itself by citing decisions by number and the product description by
// section. A clone has only the repository, so every citation must lead to a place in it:
// a D-number to its file in docs/decisions/, a section of docs/product.md to a heading
// there, and nothing to documents kept outside the repository. The decisions themselves
// must say what holds: each has a status, and none names a file that is gone.

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

/** Every file of the checkout, as the repository writes paths ("src/data/company.ts"). */
const allFiles = walk(root).map((full) => relative(root, full).split(sep).join('/'));

function textFiles(): SourceFile[] {
  return allFiles.flatMap((path) => {
    if (path === thisFile || !textExtensions.has(extname(path))) return [];
    const text = readFileSync(join(root, path), 'utf8');
    if (text.includes('\u0000')) return [];
    return [{path, lines: text.split('\n')}];
  });
}

const files = textFiles();
const citingFiles = files.filter((file) => citingExtensions.has(extname(file.path)));
const decisionsDir = 'docs/decisions';
const measurementsDir = 'docs/measurements';
const decisionsIndex = `${decisionsDir}/README.md`;
const productPath = 'docs/product.md';

function fileText(path: string): string {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is missing`);
  return file.lines.join('\n');
}

/** "D5" as a decision's file name spells it: "D005". */
const padded = (number: number): string => `D${String(number).padStart(3, '0')}`;

/**
 * How long a decision may be: non-blank lines below its header (the title and the Status,
 * Theme and Issue lines), section headings not counted. Tables of timings and run-by-run
 * figures go to its page in docs/measurements/, so what holds can be read at a glance.
 */
const maxDecisionLines = 80;

/**
 * What a Status line says first: accepted, superseded by D<n>, or reverted (with when). After a
 * semicolon it may say what later decisions changed ("accepted; two messages revised by D110").
 */
const statusPattern = /^(accepted|superseded by D([1-9]\d{0,2})|reverted)(?=$|[ ;(])/;

interface Decision {
  path: string;
  number: number;
  title: string;
  status: string;
  /** accepted, superseded or reverted: the Status line's first words. */
  state: string;
  lines: string[];
}

/** The files of docs/decisions/ ("D005-short-title.md"), each opening "# D5. Title". */
const decisions: Decision[] = files
  .filter((file) => dirname(file.path) === decisionsDir && basename(file.path) !== 'README.md')
  .map((file) => {
    const heading = /^# D(\d+)\. (\S.*)$/.exec(file.lines[0] ?? '');
    const status = file.lines.find((line) => line.startsWith('- Status: '))?.slice('- Status: '.length) ?? '';
    const state = statusPattern.exec(status)?.[1]?.split(' ')[0] ?? '';
    return {path: file.path, number: Number(heading?.[1] ?? NaN), title: heading?.[2] ?? '', status, state, lines: file.lines};
  })
  .sort((a, b) => a.number - b.number);
const decisionNumbers = decisions.map((decision) => decision.number);
const measurementPages = files.filter((file) => dirname(file.path) === measurementsDir && basename(file.path) !== 'README.md');

/** The numbered sections of docs/product.md ("## 2. Routes"). */
const productSections = new Set([...fileText(productPath).matchAll(/^## (\d+)\. \S/gm)].map((match) => Number(match[1])));

/**
 * A decision cited as in "(D5)", "D19:", "D11 to D13", "D1…D32", "D5's" or "[D5](…)": a capital
 * D and one to three digits, standing alone. "R2-D2", "#D12" (a colour) or "D29-style" are not citations.
 */
const decisionCitation = /(?<=^|[\s([{,;`…])D([1-9]\d{0,2})(?=$|[\s:,.;)\]'’`…])/g;

/** A citation of docs/product.md, with or without backticks, and what follows it up to the end of the clause. */
const productCitation = /docs\/product\.md`?([^);\n]*)/g;

/** What points at the documents this repository was once written from, outside it. */
const outsidePointers = [/\.\.\/shared\b/, /\b(?:SPEC|DECISIONS|ARCHITECTURE)(?:\.md)?\b/];

/** Every decision cited in the files given, with where. */
function citations(of: SourceFile[]): {where: string; number: number}[] {
  return of.flatMap((file) =>
    file.lines.flatMap((line, index) =>
      [...line.matchAll(decisionCitation)].map((match) => ({where: `${file.path}:${index + 1}`, number: Number(match[1])})),
    ),
  );
}

describe('docs/decisions and docs/product.md', () => {
  it('numbers the decisions D1 onwards, a file each, with no gap', () => {
    expect(decisionNumbers.length).toBeGreaterThanOrEqual(118);
    expect(decisionNumbers).toEqual(decisionNumbers.map((_, index) => index + 1));
  });

  it("names each decision's file by its number", () => {
    const misnamed = decisions
      .filter((decision) => !new RegExp(`^${padded(decision.number)}-[a-z0-9]+(?:-[a-z0-9]+)*\\.md$`).test(basename(decision.path)))
      .map((decision) => `${decision.path}: # D${decision.number}. ${decision.title}`);
    expect(misnamed).toEqual([]);
  });

  it('opens each decision with its Status, Theme and the sections of a decision record', () => {
    const known = new Set(decisionNumbers);
    const wrong = decisions.flatMap((decision) => {
      const problems: string[] = [];
      const match = statusPattern.exec(decision.status);
      if (!match) problems.push(`Status "${decision.status}" is not accepted, superseded by D<n> or reverted`);
      else if (match[2] && !known.has(Number(match[2]))) problems.push(`superseded by D${match[2]}, which has no file`);
      const [title, blank, status, theme] = decision.lines;
      if (!title?.startsWith('# D') || blank !== '' || !status?.startsWith('- Status: ') || !theme?.startsWith('- Theme: ')) {
        problems.push('does not open with "# D<n>. Title", a blank line, "- Status: …" and "- Theme: …"');
      }
      for (const section of ['## Context', '## Decision']) {
        if (!decision.lines.includes(section)) problems.push(`has no "${section}"`);
      }
      return problems.map((problem) => `${decision.path}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it(`keeps each decision within ${maxDecisionLines} lines of text`, () => {
    const long = decisions.flatMap((decision) => {
      const body = decision.lines.slice(decision.lines.findIndex((line) => line.startsWith('## ')));
      const length = body.filter((line) => line.trim() !== '' && !line.startsWith('## ')).length;
      return length > maxDecisionLines ? [`${decision.path}: ${length} lines`] : [];
    });
    expect(long).toEqual([]);
  });

  it('lists every decision in the index once, with its status', () => {
    const rows = [...fileText(decisionsIndex).matchAll(/^\| \[D(\d+)\. (.+)\]\(([^)]+)\) \| (.+) \|$/gm)].map((match) => ({
      number: Number(match[1]),
      title: match[2],
      file: match[3],
      status: match[4],
    }));
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(decisionNumbers);
    const wrong = decisions.flatMap((decision) => {
      const row = rows.find((candidate) => candidate.number === decision.number);
      const expected = {number: decision.number, title: decision.title, file: basename(decision.path), status: decision.status};
      return JSON.stringify(row) === JSON.stringify(expected)
        ? []
        : [`${decisionsIndex}: D${decision.number} should read ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('links each measurements page from its decision, and back', () => {
    expect(measurementPages.length).toBeGreaterThan(0);
    const unlinked = measurementPages.flatMap((page) => {
      const number = Number(/^D(\d{3})\.md$/.exec(basename(page.path))?.[1] ?? NaN);
      const decision = decisions.find((candidate) => candidate.number === number);
      if (!decision) return [`${page.path}: named for no decision`];
      const toPage = `](../measurements/${basename(page.path)})`;
      const toDecision = `](../decisions/${basename(decision.path)})`;
      return [
        ...(decision.lines.some((line) => line.includes(toPage)) ? [] : [`${decision.path} does not link ${page.path}`]),
        ...(page.lines.some((line) => line.includes(toDecision)) ? [] : [`${page.path} does not link ${decision.path}`]),
      ];
    });
    const missing = decisions.flatMap((decision) =>
      [...decision.lines.join('\n').matchAll(/\]\(\.\.\/measurements\/([^)]+)\)/g)]
        .filter((match) => !measurementPages.some((page) => basename(page.path) === match[1]))
        .map((match) => `${decision.path} links ${match[1]}, which is missing`),
    );
    expect([...unlinked, ...missing]).toEqual([]);
  });

  it('has numbered sections in docs/product.md', () => {
    expect([...productSections]).toEqual([...productSections].map((_, index) => index + 1));
    expect(productSections.size).toBeGreaterThanOrEqual(9);
  });

  it('finds the citations it checks', () => {
    expect(citations(citingFiles).length).toBeGreaterThan(150);
    const sections = citingFiles.flatMap((file) => file.lines.flatMap((line) => [...line.matchAll(productCitation)]));
    expect(sections.length).toBeGreaterThan(100);
  });
});

describe('citations lead to a place in the repository', () => {
  it('cites only decisions that have a file in docs/decisions', () => {
    const known = new Set(decisionNumbers);
    // The index tells how to add the next one, by its number.
    const nextFree = Math.max(...decisionNumbers) + 1;
    expect(fileText(decisionsIndex)).toContain(`\`D${nextFree}\``);
    const dangling = citations(citingFiles)
      .filter(({where, number}) => !known.has(number) && !(where.startsWith(`${decisionsIndex}:`) && number === nextFree))
      .map(({where, number}) => `${where}: D${number}`);
    expect(dangling).toEqual([]);
  });

  it('cites no reverted decision as if it held', () => {
    const reverted = new Set(decisions.filter((decision) => decision.state === 'reverted').map((decision) => decision.number));
    // Only the decisions and their measurements may speak of one, to say what it was.
    const code = citingFiles.filter((file) => !file.path.startsWith(`${decisionsDir}/`) && !file.path.startsWith(`${measurementsDir}/`));
    const wrong = citations(code)
      .filter(({number}) => reverted.has(number))
      .map(({where, number}) => `${where}: D${number} was reverted`);
    expect(wrong).toEqual([]);
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

/** The folders a repository path may start with. */
const repositoryPath = String.raw`(?:src|plugins|tests|scripts|server|pages|docs|static|i18n|library|resources|brochure|\.ci)/`;
const allFolders = new Set(
  allFiles.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);

/**
 * Whether a path named in a decision is in the checkout. `<name>` stands for any one part of
 * a path and `*` for any part of a name ("server/storage/<concern>/", "resources/*.md").
 */
function exists(named: string): boolean {
  const path = named.replace(/\/$/, '');
  if (!/[<*]/.test(path)) return allFiles.includes(path) || allFolders.has(path);
  const pattern = new RegExp(
    `^${path
      .split(/(<[^>/]+>|\*)/)
      .map((part) => (part === '*' ? '[^/]*' : /^<.+>$/.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
  return allFiles.some((file) => pattern.test(file)) || [...allFolders].some((folder) => pattern.test(folder));
}

describe('the decisions name files that exist', () => {
  // A path that is gone is written "the former `path`" (with where it went or what removed
  // it), so that a reader knows not to look for it; any other path must be in the checkout.
  const pages = [
    ...decisions.map((decision) => ({path: decision.path, text: decision.lines.join('\n')})),
    ...measurementPages.map((page) => ({path: page.path, text: page.lines.join('\n')})),
  ];

  it('names, in backticks, only paths that exist or are marked former', () => {
    const named = new RegExp(`\`(${repositoryPath}[^\`\\s]*)\``, 'g');
    const gone = pages.flatMap(({path, text}) =>
      [...text.matchAll(named)]
        .filter((match) => !exists(match[1]!) && !/\bformer\b[^`]*$/.test(text.slice(Math.max(0, match.index - 40), match.index)))
        .map((match) => `${path}: ${match[1]}`),
    );
    expect(gone).toEqual([]);
  });

  it('names, in running text, only paths that exist', () => {
    // Outside code spans and link targets: "(tests/e2e/performance.spec.ts)".
    const named = new RegExp(`(?<![\\w/.-])(${repositoryPath}[\\w./<>*-]*[\\w>*])`, 'g');
    const gone = pages.flatMap(({path, text}) =>
      [
        ...text
          .replace(/`[^`]*`/g, '')
          .replace(/\]\([^)]*\)/g, ']')
          .matchAll(named),
      ]
        .filter((match) => !exists(match[1]!))
        .map((match) => `${path}: ${match[1]}`),
    );
    expect(gone).toEqual([]);
  });

  it('tells a missing path from one that exists', () => {
    expect(exists('src/data/company.ts')).toBe(true);
    expect(exists('server/storage/<concern>/')).toBe(true);
    expect(exists('resources/*.md')).toBe(true);
    expect(exists('server/store.ts')).toBe(false);
    expect(exists('server/<concern>/missing.ts')).toBe(false);
  });
});
