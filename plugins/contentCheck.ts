import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, posix, relative, sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {claims} from '../src/data/claims';
import {titleCaseWords} from '../src/data/headingCase';
import {redirects} from '../src/data/redirects';
import {parseDocument} from 'yaml';
import {frontMatterOf, markdownFiles} from './contentFiles';
import {cardGridColumns, proseColumnBlocks} from '../src/components/CardGrid/columns';
import {mdxComponents, mdxComponentsFile, type MdxComponents} from './mdxComponents';
import type {MdxFacts, MdxSyntaxError, TagFact} from './mdxFacts.mjs';
import {missingDrawings, navigationFile, placeholderArt, placeholderDrawing, serviceIds} from './serviceArt';
import {contentRoots} from './translations';

/**
 * A writer's mistakes, caught in seconds (issue 44, D67): `npm run check:content`
 * reads every page, Resources article and translation and names, with its file
 * and line, a missing or badly sized description, a skipped heading level, an
 * image without a text alternative, a link to no page, an icon that does not
 * exist, and a figure or claim that src/data/claims.ts does not list. Issue 67
 * (D115) adds what MDX's own parser reads (plugins/mdxFacts.mts): where it stops,
 * with the column and a plain fix; a `{name}` nothing defines; a link to an anchor
 * its page lacks; and `columns` beyond what a CardGrid shows where it stands. The
 * build itself refuses a page without a description (contentCheckPlugin).
 */
export interface ContentProblem {
  /** From the project folder, with `/`. */
  file: string;
  line: number;
  /** From 1, where MDX's parser or an expression points within the line. */
  column?: number;
  message: string;
}

/** README, "Writers": one sentence for search results and link previews. */
export const descriptionLength = {min: 120, max: 160} as const;

/** The families a hero's illustration comes from (`<Hero family>`). */
const heroFamilies = ['accessibility', 'testing', 'security'];

interface ContentFile {
  /** From the project folder, with `/`. */
  path: string;
  /** The locale it is written in. */
  locale: string;
  /** A partial (`_shared/X.mdx`) is no page: it has no front matter of its own to check. */
  isPartial: boolean;
  /** The path the page is served at, without the locale's prefix (none for a partial). */
  route?: string;
  text: string;
}

const slashed = (path: string) => path.split(sep).join('/');

/** The pages and Resources articles, English and each translation. */
export function contentFiles(siteDir: string, locales: readonly string[], defaultLocale: string): ContentFile[] {
  const roots = [
    ...contentRoots(defaultLocale).map((root) => ({dir: root.english, routeBase: root.routeBase, locale: defaultLocale})),
    ...locales
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) => contentRoots(locale).map((root) => ({dir: root.translated, routeBase: root.routeBase, locale}))),
  ];
  return roots.flatMap(({dir, routeBase, locale}) =>
    markdownFiles(join(siteDir, dir)).map((file) => {
      const path = slashed(relative(siteDir, file));
      const inRoot = slashed(relative(join(siteDir, dir), file));
      const isPartial = inRoot.split('/').some((part) => part.startsWith('_'));
      const route = `${routeBase}${inRoot.replace(/\.mdx?$/, '')}`.replace(/\/index$/, '') || '/';
      return {path, locale, isPartial, route: isPartial ? undefined : route, text: readFileSync(file, 'utf8')};
    }),
  );
}

// --- Front matter ---------------------------------------------------------

interface FrontMatterField {
  value: string;
  line: number;
}

/** The page's top-level front matter strings (title, description, canonical…), with their lines. */
export function frontMatterFields(text: string): Map<string, FrontMatterField> | undefined {
  const frontMatter = frontMatterOf(text);
  if (frontMatter === undefined) return undefined;
  const fields = new Map<string, FrontMatterField>();
  frontMatter.split(/\r?\n/).forEach((line, index) => {
    const field = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/.exec(line);
    if (!field) return;
    const raw = field[2]!.replace(/[ \t]+#.*$/, '').trim();
    const value = /^(['"])([\s\S]*)\1$/.exec(raw)?.[2] ?? raw;
    fields.set(field[1]!, {value: value.replace(/''/g, "'"), line: index + 2});
  });
  return fields;
}

/** A page the search engines are told not to index (a newsletter step) needs no search snippet. */
const isNoindex = (text: string) => /<meta\s+name="robots"\s+content="[^"]*noindex/.test(text);

/** Pages without a description, as the build refuses them. */
export function missingDescriptions(files: ContentFile[]): ContentProblem[] {
  return files
    .filter((file) => !file.isPartial && !frontMatterFields(file.text)?.get('description')?.value)
    .map((file) => ({
      file: file.path,
      line: 1,
      message: `no description in the front matter: add "description:", one sentence of ${descriptionLength.min}–${descriptionLength.max} characters for search results and link previews`,
    }));
}

/**
 * Front matter the build cannot read: YAML's own errors, with the file's line. An unquoted
 * ": " in a description ("description: Audits: what we check") stopped the build with a
 * stack trace, and the dev preview with 40 lines of JSON.
 */
function frontMatterSyntaxProblems(file: ContentFile): ContentProblem[] {
  const frontMatter = frontMatterOf(file.text);
  if (frontMatter === undefined) return [];
  const document = parseDocument(frontMatter, {prettyErrors: true});
  return document.errors.slice(0, 1).map((error) => ({
    file: file.path,
    // The front matter starts on the file's second line.
    line: (error.linePos?.[0].line ?? 1) + 1,
    message: `the front matter is not valid YAML (${error.message.split('\n')[0]}): put a value holding ": " or starting with a quote, [ or { in double quotes`,
  }));
}

function frontMatterProblems(files: ContentFile[]): ContentProblem[] {
  const problems = [...files.flatMap(frontMatterSyntaxProblems), ...missingDescriptions(files)];
  const seen = new Map<string, ContentFile>();
  for (const file of files.filter((item) => !item.isPartial)) {
    const fields = frontMatterFields(file.text) ?? new Map<string, FrontMatterField>();
    if (!fields.get('title')?.value)
      problems.push({file: file.path, line: 1, message: 'no title in the front matter: add "title:", the page\'s name'});
    const description = fields.get('description');
    if (!description?.value) continue;
    const length = [...description.value].length;
    if (!isNoindex(file.text) && (length < descriptionLength.min || length > descriptionLength.max)) {
      problems.push({
        file: file.path,
        line: description.line,
        message: `the description has ${length} characters; search results show ${descriptionLength.min}–${descriptionLength.max}`,
      });
    }
    // A duplicate page (canonical, D6) repeats its original's description by design.
    if (fields.has('canonical')) continue;
    const key = `${file.locale}\n${description.value}`;
    const first = seen.get(key);
    if (first)
      problems.push({
        file: file.path,
        line: description.line,
        message: `the description is the same as ${first.path}'s: each page needs its own`,
      });
    else seen.set(key, file);
  }
  return problems;
}

// --- The body -------------------------------------------------------------

/** The body's lines, front matter blanked so line numbers stay the file's, with code blocks and comments blanked too. */
function bodyLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  let index = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (; index <= end; index++) lines[index] = '';
  }
  let inFence = false;
  for (; index < lines.length; index++) {
    if (/^\s*(```|~~~)/.test(lines[index]!)) {
      inFence = !inFence;
      lines[index] = '';
    } else if (inFence || /^import\s|^export\s/.test(lines[index]!)) lines[index] = '';
  }
  // MDX comments, which may span lines: keep the line breaks.
  return lines
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n');
}

function headingProblems(file: ContentFile, lines: string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // The Hero (pages) or the title (Resources) is the h1: the body starts at ##.
  let previous = 1;
  lines.forEach((line, index) => {
    const heading = /^(#{1,6})\s+\S/.exec(line);
    if (!heading) return;
    const level = heading[1]!.length;
    if (level === 1) {
      problems.push({
        file: file.path,
        line: index + 1,
        message: 'a "#" heading: the page\'s h1 is its Hero (or title); start the body at "##"',
      });
    } else if (level > previous + 1) {
      problems.push({
        file: file.path,
        line: index + 1,
        message: `a heading of level ${level} after one of level ${previous}: don't skip levels (use ${'#'.repeat(previous + 1)})`,
      });
    }
    previous = level;
  });
  return problems;
}

/**
 * Components whose `title` the page shows as a heading. Not the Hero's, the page's name, nor
 * a card's, which names a service or an OWASP entry (the built pages' check reads those).
 */
const titledComponents = ['Faq', 'ProcessStep', 'TwoColumnItem'];

/**
 * A heading in title case (issue 43, D78), in the English sources: `##` headings and the
 * titles of FAQ blocks, steps and list items. It failed only the full `npm test`,
 * which reads the built pages.
 */
function headingCaseProblems(file: ContentFile, lines: string[], pageNames: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (heading: string, line: number) => {
    const words = titleCaseWords(heading, pageNames);
    if (words.length === 0) return;
    const sentenceCase = heading.replace(/\S+/g, (word) => (words.includes(word) ? word.toLowerCase() : word));
    problems.push({
      file: file.path,
      line,
      message: `"${heading}" is in title case (${words.join(', ')}): write headings in sentence case ("${sentenceCase}"); a name, or a label the product fixes, goes in src/data/headingCase.ts`,
    });
  };
  lines.forEach((line, index) => {
    const heading = /^#{2,6}\s+(.+)$/.exec(line)?.[1];
    if (heading)
      check(
        heading
          .replace(/\s*\{#[^}]*\}\s*$/, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .trim(),
        index + 1,
      );
  });
  const text = lines.join('\n');
  for (const tag of tagsIn(text, titledComponents)) {
    const title = stringValue(tag.props.get('title'));
    if (title) check(title, lineAt(text, tag.at));
  }
  return problems;
}

function textAlternativeProblems(file: ContentFile, lines: string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  lines.forEach((line, index) => {
    for (const tag of line.matchAll(/<img\b[^>]*>/g)) {
      if (!/\balt=/.test(tag[0])) {
        problems.push({file: file.path, line: index + 1, message: '<img> without alt: say what it shows, or alt="" if it only decorates'});
      }
    }
    for (const image of line.matchAll(/!\[([^\]]*)\]\(/g)) {
      if (!image[1]!.trim()) {
        problems.push({
          file: file.path,
          line: index + 1,
          message: 'an image with no text alternative: write what it shows between the [ ]',
        });
      }
    }
  });
  return problems;
}

/** Every path a link may lead to: the pages and articles of either locale, old addresses and static files. */
export function sitePaths(siteDir: string, files: ContentFile[]): Set<string> {
  const paths = new Set<string>(['/', ...files.flatMap((file) => (file.route ? [file.route] : []))]);
  for (const redirect of redirects) paths.add(redirect.from);
  const staticDir = join(siteDir, 'static');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else paths.add(`/${slashed(relative(staticDir, path))}`);
    }
  };
  if (existsSync(staticDir)) walk(staticDir);
  return paths;
}

function linkProblems(file: ContentFile, lines: string[], paths: Set<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const targets = /\]\((\/[^)\s]*)\)|\b(?:to|href)=["'](\/[^"']*)["']|\bto:\s*['"](\/[^'"]*)['"]/g;
  lines.forEach((line, index) => {
    // Images are the build's to check (onBrokenMarkdownImages).
    for (const match of line.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').matchAll(targets)) {
      const target = (match[1] ?? match[2] ?? match[3])!;
      if (target.startsWith('//') || target.startsWith('/api/')) continue;
      const path =
        target
          .replace(/[?#].*$/, '')
          .replace(/^\/hi(?=\/|$)/, '')
          .replace(/(.)\/$/, '$1') || '/';
      if (!paths.has(path)) {
        problems.push({file: file.path, line: index + 1, message: `a link to ${target}, which is no page of the site in either language`});
      }
    }
  });
  return problems;
}

/** `marked`: the services that show the placeholder until they are drawn (placeholderArt). */
function iconProblems(siteDir: string, file: ContentFile, lines: string[], marked: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const names = (dir: string) =>
    existsSync(join(siteDir, 'static', dir))
      ? readdirSync(join(siteDir, 'static', dir))
          .filter((name) => name.endsWith('.svg') && name !== `${placeholderDrawing}.svg`)
          .map((name) => name.replace(/\.svg$/, ''))
      : [];
  lines.forEach((line, index) => {
    for (const icon of line.matchAll(/\bicon=["']([^"']*)["']/g)) {
      const value = icon[1]!;
      if (!existsSync(join(siteDir, 'static', value))) {
        problems.push({
          file: file.path,
          line: index + 1,
          message: `icon="${value}" is no file under static/: the icons are /img/icons/<name>.svg, <name> one of ${names('img/icons').join(', ')}`,
        });
      }
    }
    for (const service of line.matchAll(/\bservice=["']([^"']*)["']/g)) {
      const id = service[1]!;
      const drawn = id !== placeholderDrawing && existsSync(join(siteDir, 'static', 'img', 'services', `${id}.svg`));
      if (!drawn && !marked.has(id)) {
        problems.push({
          file: file.path,
          line: index + 1,
          message: `service="${service[1]}" has no icon: use one of ${names('img/services').join(', ')}`,
        });
      }
    }
    for (const family of line.matchAll(/\bfamily=["']([^"']*)["']/g)) {
      if (!heroFamilies.includes(family[1]!)) {
        problems.push({file: file.path, line: index + 1, message: `family="${family[1]}" is none of ${heroFamilies.join(', ')}`});
      }
    }
  });
  return problems;
}

/** The edits (insertions, deletions, changes, case aside) that make `a` into `b`. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest of `names` to `name` within two edits, for "did you mean". */
function closest(name: string, names: Iterable<string>): string | undefined {
  let best: {name: string; distance: number} | undefined;
  for (const candidate of names) {
    const edits = distance(name, candidate);
    if (edits <= 2 && (!best || edits < best.distance)) best = {name: candidate, distance: edits};
  }
  return best?.name;
}

/** "a, b or c". */
const orList = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? ''));

/** The `count` of `names` closest to `name`, however far. */
const nearest = (name: string, names: Iterable<string>, count = 3) =>
  [...new Set(names)]
    .map((candidate) => ({candidate, edits: distance(name, candidate)}))
    .sort((a, b) => a.edits - b.edits)
    .slice(0, count)
    .map(({candidate}) => candidate);

/** Skips a quoted string or a `{…}` expression (with strings and nested braces) from `start`; returns the index after it. */
function skipValue(text: string, start: number): number {
  const open = text[start];
  if (open === '"' || open === "'") {
    const end = text.indexOf(open, start + 1);
    return end < 0 ? text.length : end + 1;
  }
  if (open !== '{') return start + 1;
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === '"' || character === "'" || character === '`') {
      index = text.indexOf(character, index + 1);
      if (index < 0) return text.length;
    } else if (character === '{') depth++;
    else if (character === '}' && --depth === 0) return index + 1;
  }
  return text.length;
}

/** The attributes of the JSX tag whose name ends at `start`, each with its offset and its value as written (a spread is named `...`). */
function attributesAt(text: string, start: number): {name: string; at: number; value: string}[] {
  const attributes: {name: string; at: number; value: string}[] = [];
  let index = start;
  while (index < text.length) {
    while (/\s/.test(text[index] ?? '')) index++;
    const character = text[index];
    if (character === undefined || character === '>' || character === '/') break;
    if (character === '{') {
      // A spread, {...props}: it may bring any prop.
      const at = index;
      index = skipValue(text, index);
      attributes.push({name: '...', at, value: text.slice(at, index)});
      continue;
    }
    const name = /^[A-Za-z_][\w:.-]*/.exec(text.slice(index, index + 100))?.[0];
    if (!name) break;
    const at = index;
    index += name.length;
    while (/\s/.test(text[index] ?? '')) index++;
    let value = '';
    if (text[index] === '=') {
      index++;
      while (/\s/.test(text[index] ?? '')) index++;
      const valueStart = index;
      index = skipValue(text, index);
      value = text.slice(valueStart, index);
    }
    attributes.push({name, at, value});
  }
  return attributes;
}

/** The line of a text's character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A string attribute's value as written, without its quotes (`"x"` or `'x'`); undefined for an expression. */
const stringValue = (value: string | undefined) => /^(["'])([\s\S]*)\1$/.exec(value ?? '')?.[2];

/** Each opening tag of one of `names` in `text`: its name, offset and attributes by name. */
function tagsIn(text: string, names: readonly string[]): {name: string; at: number; props: Map<string, string>}[] {
  return [...text.matchAll(new RegExp(`<(${names.join('|')})(?=[\\s/>])`, 'g'))].map((tag) => ({
    name: tag[1]!,
    at: tag.index,
    props: new Map(attributesAt(text, tag.index + tag[0].length).map((attribute) => [attribute.name, attribute.value] as const)),
  }));
}

/**
 * Two pages whose heroes show the same picture (issue 43): each page has its own, by its
 * service's illustration, its own image or, on an overview, its family's. A page that is
 * another's second address (`canonical`, D6) and a translation show their page's.
 */
function sharedHeroProblems(files: ContentFile[], defaultLocale: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pageOf = new Map<string, ContentFile>();
  for (const file of files) {
    if (file.locale !== defaultLocale || file.isPartial || frontMatterFields(file.text)?.has('canonical')) continue;
    const text = bodyLines(file.text).join('\n');
    const [hero] = tagsIn(text, ['Hero']);
    if (!hero) continue;
    const {props} = hero;
    const image = /src:\s*(['"])(.*?)\1/.exec(props.get('image') ?? '')?.[2];
    const picture = image
      ? `the image ${image}`
      : props.has('service')
        ? `the ${stringValue(props.get('service'))} illustration`
        : props.has('family')
          ? `the ${stringValue(props.get('family'))} family's illustration`
          : undefined;
    if (!picture) continue;
    const first = pageOf.get(picture);
    if (first)
      problems.push({
        file: file.path,
        line: lineAt(text, hero.at),
        message: `the hero shows ${picture}, as ${first.path}'s does: each page needs its own (its service, an image of its own, or for an overview its family)`,
      });
    else pageOf.set(picture, file);
  }
  return problems;
}

/** Names a page defines or imports itself: `import X`, `import {A, B as C}`, `export const X`. */
function ownNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const statement of text.matchAll(/^import\s+([^'"]*?)\s+from\s/gm)) {
    for (const part of statement[1]!.replace(/[{}]/g, ',').split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
        ?.replace(/^\*\s*/, '');
      if (local) names.add(local);
    }
  }
  for (const declaration of text.matchAll(/^export\s+(?:const|function|let)\s+([A-Za-z_]\w*)/gm)) names.add(declaration[1]!);
  return names;
}

/**
 * A tag no component answers to, and a prop its component does not take (issue 67): both
 * render nothing, or an empty part, with no error until axe or a reader finds it.
 */
function componentProblems(file: ContentFile, lines: string[], components: MdxComponents): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Inline code shows tags as text: `<Hero>` in an article about the site is no use of it.
  const text = lines.join('\n').replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  const own = ownNames(file.text);
  for (const tag of text.matchAll(/<([A-Z][A-Za-z0-9]*)(?=[\s/>])/g)) {
    const name = tag[1]!;
    if (own.has(name)) continue;
    if (!components.has(name)) {
      const guess = closest(name, components.keys());
      problems.push({
        file: file.path,
        line: lineAt(text, tag.index),
        message: `<${name}> is no component${guess ? `: did you mean <${guess}>?` : ''} Pages can use ${[...components.keys()].join(', ')} (${mdxComponentsFile}), or import one`,
      });
      continue;
    }
    const props = components.get(name);
    if (!props) continue;
    const attributes = attributesAt(text, tag.index + tag[0].length);
    const spreads = attributes.some((attribute) => attribute.name === '...');
    for (const [prop, required] of props) {
      if (required && !spreads && !attributes.some((attribute) => attribute.name === prop))
        problems.push({file: file.path, line: lineAt(text, tag.index), message: `<${name}> needs the prop "${prop}"`});
    }
    for (const attribute of attributes) {
      if (props.has(attribute.name) || attribute.name === 'key' || attribute.name === '...') continue;
      const guess = closest(attribute.name, props.keys());
      problems.push({
        file: file.path,
        line: lineAt(text, attribute.at),
        message: `<${name}> has no prop "${attribute.name}"${guess ? `: did you mean "${guess}"?` : ''} Its props: ${[...props.keys()].filter((prop) => prop !== 'children').join(', ') || 'none but its content'}`,
      });
    }
  }
  return problems;
}

/**
 * What reads as a claim about the company: a count with "+", "24/7", a share of
 * clients or applications, a number of clients, projects, years…, and the words
 * of certification. Figures of the subjects the site teaches (200% text size,
 * 95% of requests) are no claims.
 */
const claimPatterns: RegExp[] = [
  /\d[\d,.]*\s*\+/g,
  /\b24\s*[/x×]\s*7\b/g,
  /\d+(?:\.\d+)?\s*%\s*(?:of\s+)?(?:our\s+)?(?:clients?|customers?|retention|satisfaction|success|applications?|apps?|websites?|companies|organi[sz]ations|businesses|projects|ग्राहक|एप्लिकेशन|ऐप|वेबसाइट|कंपनि|संगठन|परियोजना)/gi,
  /\b\d[\d,.]*\s+(?:happy\s+|satisfied\s+|certified\s+)?(?:clients?|customers?|companies|projects|countries|years?|experts?|auditors?|engineers?|testers?|specialists?|professionals|employees|organi[sz]ations|partners|awards)\b/gi,
  /\b(?:certified|certification|certifications|accredited|accreditation|award-winning|awards?|Fortune\s+500|trusted\s+by)\b/gi,
  /प्रमाणित|प्रमाणन|सर्टिफ़ाइड|पुरस्कार/g,
];

function claimProblems(file: ContentFile, lines: string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  lines.forEach((line, index) => {
    // Addresses and paths are no claims.
    const prose = line.replace(/\]\([^)]*\)|\b(?:to|href|src|icon|id)=["'][^"']*["']/g, ' ');
    // A figure is the listed claim only where the claim's own words are: "500+ happy clients", not "500+ certified auditors".
    const listed = claims.flatMap((claim) =>
      [...prose.matchAll(claim.matches)].map((match) => [match.index, match.index + match[0].length] as const),
    );
    for (const pattern of claimPatterns) {
      for (const match of prose.matchAll(pattern)) {
        const [start, end] = [match.index, match.index + match[0].length];
        if (listed.some(([from, to]) => start < to && end > from)) continue;
        problems.push({
          file: file.path,
          line: index + 1,
          message: `"${match[0].trim()}" reads as a figure or claim about the company that src/data/claims.ts does not list: use one it lists, or have it added there with what backs it (D2)`,
        });
      }
    }
  });
  return problems;
}

/**
 * A service the menus and pages may name (`ServiceIconId` in src/data/navigation.ts) without
 * its icon or its hero's illustration: the preview crashed on the first page that drew it
 * ("Pictogram: no drawing at /img/services/…"), and this check found nothing. A service
 * marked in `placeholderArt` shows a placeholder instead, which the launch check lists; a
 * mark left on a service that is drawn would keep hiding its drawings.
 */
export function serviceArtProblems(projectDir: string): ContentProblem[] {
  const file = slashed(navigationFile);
  const marked = new Map(placeholderArt(projectDir).map(({value, line}) => [value, line]));
  const problems = serviceIds(projectDir).flatMap(({value, line}) =>
    marked.has(value)
      ? []
      : missingDrawings(projectDir, value).map(({folder, what}) => ({
          file,
          line,
          message: `the service '${value}' has no ${what}: draw static/img/${folder}/${value}.svg before a page or menu shows it, or until it is drawn add '${value}' to placeholderArt there, which shows a placeholder and makes npm run launch-check list it`,
        })),
  );
  for (const [value, line] of marked) {
    if (missingDrawings(projectDir, value).length === 0)
      problems.push({
        file,
        line,
        message: `the service '${value}' is drawn but still marked in placeholderArt, so its pages show the placeholder: take it off the list`,
      });
  }
  return problems;
}

// --- What MDX reads (issue 67, D115) ----------------------------------------

/** A content file with what MDX reads in it. */
interface ParsedFile {
  file: ContentFile;
  facts: MdxFacts;
}

const factsReader = join(__dirname, 'mdxFacts.mts');
/** What MDX read in earlier runs: a file for each text, by its hash, in a folder for the reader that read it. */
const factsCache = join(tmpdir(), 'trendsoft-check-content');
const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/** The reader's own source and the parser and slugger it loads, pinned in package.json: a change to any reads every page anew. */
function readerKey(): string {
  const manifest = readFileSync(join(__dirname, '..', 'package.json'), 'utf8');
  const {dependencies} = JSON.parse(manifest) as {dependencies: Record<string, string>};
  return hash([readFileSync(factsReader, 'utf8'), dependencies['@mdx-js/mdx'], dependencies['github-slugger']].join('\n'));
}

function cachedFacts(folder: string, key: string): MdxFacts | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, `${key}.json`), 'utf8')) as MdxFacts;
  } catch {
    return undefined;
  }
}

/**
 * Each text's facts in a file of its own, written aside and then moved into place, so runs at
 * once (Jest's workers) never lose each other's; the folders of other readers go.
 */
function cacheFacts(folder: string, facts: ReadonlyMap<string, MdxFacts>): void {
  try {
    mkdirSync(folder, {recursive: true});
    for (const [key, value] of facts) {
      const aside = join(folder, `${key}.${process.pid}`);
      writeFileSync(aside, JSON.stringify(value));
      renameSync(aside, join(folder, `${key}.json`));
    }
    for (const old of readdirSync(factsCache)) if (old !== basename(folder)) rmSync(join(factsCache, old), {recursive: true, force: true});
  } catch {
    // A cache that cannot be written only costs the next run its time.
  }
}

/** Runs the reader on `texts` in a Node process of its own. */
function runReader(texts: readonly string[]): Promise<MdxFacts[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [factsReader]);
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`plugins/mdxFacts.mts failed (exit ${code}): ${errors}`));
      resolve(JSON.parse(output) as MdxFacts[]);
    });
    // A reader that stopped early is reported by its exit, with what it wrote on stderr.
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(texts));
  });
}

/**
 * MDX's reading of each file (plugins/mdxFacts.mts), in a Node process of its own: the
 * parser ships as ES modules only, which neither Jest nor tsx's `require` can load. It
 * reads while this process runs the other checks, on the machine's other core, and only
 * the files whose text it has not read before: a writer's next run reads the one page
 * they changed, or starts no reader at all.
 */
export async function readMdx(files: readonly ContentFile[]): Promise<ParsedFile[]> {
  const folder = join(factsCache, readerKey());
  const hashes = files.map((file) => hash(file.text));
  const known = new Map<string, MdxFacts>();
  for (const key of new Set(hashes)) {
    const facts = cachedFacts(folder, key);
    if (facts) known.set(key, facts);
  }
  const unread = [...new Set(hashes.filter((key) => !known.has(key)))];
  if (unread.length > 0) {
    const texts = new Map(files.map((file, index) => [hashes[index]!, file.text]));
    const read = await runReader(unread.map((key) => texts.get(key)!));
    const fresh = new Map(unread.map((key, index) => [key, read[index]!]));
    cacheFacts(folder, fresh);
    for (const [key, facts] of fresh) known.set(key, facts);
  }
  return files.map((file, index) => ({file, facts: known.get(hashes[index]!)!}));
}

/**
 * A plain fix for each of MDX's errors a writer meets, by MDX's reason. The dev preview
 * showed them as some 40 lines of JSON, and the build as a stack trace.
 */
const syntaxHints: {reason: RegExp; hint: (match: RegExpExecArray, line: string, error: MdxSyntaxError) => string}[] = [
  {
    reason: /^Expected a closing tag for `<([^`>]*)>` \(\d+:\d+-[^)]*\) before the end of `paragraph`/,
    hint: ([, name]) =>
      `<${name}> opens in a paragraph and is not closed in it: close it in the same paragraph, or put <${name}> and </${name}> on lines of their own, with blank lines around the Markdown between them`,
  },
  {
    reason: /^Expected a closing tag for `<([^`>]*)>`/,
    hint: ([, name]) => `<${name}> is never closed: end its content with </${name}>, or write <${name} … /> if it has none`,
  },
  {
    reason: /^Unexpected closing tag `<\/([^`>]*)>`, expected corresponding closing tag for `<([^`>]*)>` \((\d+):/,
    hint: ([, closing, open, line]) =>
      `</${closing}> closes a tag while <${open}> (line ${line}) is still open: close <${open}> first, or correct the name`,
  },
  {
    reason: /^Unexpected closing slash `\/` in tag, expected an open tag first/,
    hint: () => 'a closing tag with no tag open before it: remove it, or add the tag it closes',
  },
  {
    reason: /^Unexpected character `!` \(U\+0021\) before name/,
    hint: () => 'an HTML comment (<!-- -->), which MDX cannot read: write a comment as {/* text */}',
  },
  {
    reason: /^Unexpected character `(.+?)` \(U\+[0-9A-F]+\) before name/,
    hint: ([, character]) => `"<${character}" reads as the start of a tag: in text, write < as &lt; or as words ("less than")`,
  },
  {
    reason: /^Unexpected end of file in expression, expected a corresponding closing brace/,
    hint: () => 'a { that nothing closes: in text, { starts code in MDX; write a brace as \\{ (and \\}), or as words',
  },
  {
    reason: /^Could not parse expression with acorn/,
    hint: (_, line, error) =>
      /\{\s*#[\w-]*\s*\}/.test(line)
        ? "a heading's own anchor is written {/* #anchor-id */} in MDX, not {#anchor-id}"
        : `what stands between { and } is no JavaScript${error.cause ? ` (${error.cause.replace(/ \(\d+:\d+\)$/, '')})` : ''}: in text, write a brace as \\{ or as words; a prop's value goes in quotes ("…") or braces ({2})`,
  },
  {
    reason: /in attribute value, expected a corresponding closing quote/,
    hint: () => "a prop's value is missing its closing quote",
  },
  {
    reason: /before attribute value/,
    hint: () => 'a prop\'s value goes in quotes ("…") or braces ({…}); an element as a value goes in braces ({<Tag />})',
  },
  {
    reason: /^Could not parse import\/exports with acorn/,
    hint: () => 'an import or export line that is no JavaScript: check its braces and quotes, and leave a blank line after the imports',
  },
];

/** Where MDX stops reading a page, in one line with a plain fix: the build stops there too. */
function mdxSyntaxProblem({file, facts: {error}}: ParsedFile): ContentProblem[] {
  if (!error) return [];
  const line = file.text.split(/\r?\n/)[error.line - 1] ?? '';
  const known = syntaxHints.map(({reason, hint}) => ({match: reason.exec(error.reason), hint})).find(({match}) => match);
  const what = known
    ? known.hint(known.match!, line, error)
    : `${error.reason.replace(/\.$/, '')}: in text, MDX reads < and { as code; write them as &lt; and \\{`;
  return [{file: file.path, line: error.line, column: error.column, message: `MDX cannot read this: ${what}`}];
}

/**
 * `{fast}` in a sentence, or a prop's `{value}`, naming nothing the page imports or exports
 * and no global: MDX reads it, and the page renders "fast is not defined" at build.
 */
const unknownNameProblems = ({file, facts}: ParsedFile): ContentProblem[] =>
  facts.unknownNames.map(({name, line, column}) => ({
    file: file.path,
    line,
    column,
    message: `{${name}} names nothing this page imports or exports, so the build stops with "${name} is not defined": in text, write a brace as \\{ or as words; a value comes from an import or export at the top of the page`,
  }));

/** The path of an MDX file a page imports, from the project folder. */
const importedPath = (page: string, source: string) => posix.join(posix.dirname(page), source);

/** Where each MDX file that pages import stands, by its path: the importing page, and its tag there. */
function partialsOf(parsed: readonly ParsedFile[]): Map<string, {user: ContentFile; tag: TagFact}[]> {
  const uses = new Map<string, {user: ContentFile; tag: TagFact}[]>();
  for (const {file, facts} of parsed) {
    for (const tag of facts.tags) {
      const source = facts.imports[tag.name];
      if (!source) continue;
      const path = importedPath(file.path, source);
      uses.set(path, [...(uses.get(path) ?? []), {user: file, tag}]);
    }
  }
  return uses;
}

/**
 * A link to an anchor no element of its page has: `[x](#id)`, `<a href="#id">`,
 * `/Route#id`, `to="/Route#id"`. The build stopped with a stack trace that suggested
 * the setting that ignores broken anchors. A page's ids are its headings' (as the build
 * makes them), each `id="…"` its tags are given, and those of the MDX files it imports.
 */
function anchorProblems(parsed: readonly ParsedFile[], defaultLocale: string): ContentProblem[] {
  const uses = partialsOf(parsed);
  const factsOf = new Map(parsed.map(({file, facts}) => [file.path, facts] as const));
  // A page's ids with those of the MDX files it imports; none known for a page MDX cannot read.
  const idsOf = (path: string): string[] | undefined => {
    const facts = factsOf.get(path);
    if (!facts || facts.error) return undefined;
    return [...facts.ids, ...Object.values(facts.imports).flatMap((source) => factsOf.get(importedPath(path, source))?.ids ?? [])];
  };
  const byRoute = new Map(parsed.flatMap(({file}) => (file.route ? [[`${file.locale}\n${file.route}`, file.path] as const] : [])));
  const otherLocales = [...new Set(parsed.map(({file}) => file.locale))].filter((locale) => locale !== defaultLocale);
  const problems: ContentProblem[] = [];
  for (const {file, facts} of parsed) {
    for (const link of facts.links) {
      const hash = link.target.indexOf('#');
      if (hash < 0 || !/^(\/(?!\/)|#)/.test(link.target)) continue;
      const anchor = decodeURIComponent(link.target.slice(hash + 1));
      const path = link.target.slice(0, hash).replace(/(.)\/$/, '$1');
      let targets: string[];
      if (!path) {
        // A partial's own anchor is on each page it stands in.
        targets = file.isPartial ? [file.path, ...(uses.get(file.path) ?? []).map(({user}) => user.path)] : [file.path];
      } else {
        const prefix = otherLocales.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));
        const route = (prefix ? path.slice(prefix.length + 1) : path) || '/';
        const locale = prefix ?? file.locale;
        // An untranslated page is shown in its English (issue 14).
        const target = byRoute.get(`${locale}\n${route}`) ?? byRoute.get(`${defaultLocale}\n${route}`);
        if (!target) continue;
        targets = [target];
      }
      const known = targets.map(idsOf);
      if (known.some((ids) => ids === undefined || ids.includes(anchor))) continue;
      const ids = known.flatMap((list) => list ?? []);
      problems.push({
        file: file.path,
        line: link.line,
        column: link.column,
        message: `the link to ${link.target} leads to no element with the id "${anchor}" on ${path ? targets[0] : 'this page'}: ${ids.length > 0 ? `the closest ids there are ${nearest(anchor, ids).join(', ')}` : 'it has none'} (a heading's id is its text in lower case with hyphens, or the one its {/* #id */} gives)`,
      });
    }
  }
  return problems;
}

/**
 * A CardGrid asking for more columns than the block it stands in shows: `columns={3}`
 * inside ServiceBody quietly showed two. The counts are CardGrid's own
 * (src/components/CardGrid/columns.ts); a grid in an MDX file another page imports stands
 * where that page puts it.
 */
function columnProblems(parsed: readonly ParsedFile[]): ContentProblem[] {
  const uses = partialsOf(parsed);
  const columnBlock = (within: readonly string[]) => within.find((name) => proseColumnBlocks.includes(name));
  const problems: ContentProblem[] = [];
  for (const {file, facts} of parsed) {
    for (const tag of facts.tags) {
      if (tag.name !== 'CardGrid' || !tag.columns) continue;
      const {written, count, line, column} = tag.columns;
      const at = {file: file.path, line, column};
      if (count === undefined) {
        problems.push({
          ...at,
          message: `columns=${written} is no number: CardGrid takes one in braces, ${orList(cardGridColumns.band.map((n) => `columns={${n}}`))}`,
        });
        continue;
      }
      // Where the grid stands: in a prose column here, or where a page that imports this file puts it.
      const host = columnBlock(tag.within)
        ? undefined
        : (uses.get(file.path) ?? []).find((use) => columnBlock([...use.tag.within, use.tag.name]));
      const block = columnBlock(tag.within) ?? (host && columnBlock([...host.tag.within, host.tag.name]));
      const allowed: readonly number[] = block ? cardGridColumns.proseColumn : cardGridColumns.band;
      if (allowed.includes(count)) continue;
      const shown = Math.min(Math.max(count, 1), Math.max(...allowed));
      const where = block
        ? `in ${block}'s prose column,${host ? ` where ${host.user.path}:${host.tag.line} puts it,` : ''}`
        : 'in a full-width band,';
      const others = allowed.filter((n) => n !== shown).map((n) => `{${n}}`);
      problems.push({
        ...at,
        message: `<CardGrid columns={${count}}> stands ${where} which shows ${orList(allowed.map(String))} columns, so it would show ${shown}: write columns={${shown}}${others.length > 0 ? ` (or ${orList(others)})` : ''} (src/components/CardGrid/columns.ts)`,
      });
    }
  }
  return problems;
}

/** Every problem in the site's content, in file and line order. */
export async function checkContent(siteDir: string, locales: readonly string[], defaultLocale: string): Promise<ContentProblem[]> {
  const files = contentFiles(siteDir, locales, defaultLocale);
  // MDX's own reading of each page, started first: where it stops, and what the checks of names, anchors and columns need.
  const reading = readMdx(files);
  const paths = sitePaths(siteDir, files);
  const problems = [
    ...frontMatterProblems(files),
    ...sharedHeroProblems(files, defaultLocale),
    // The services are this project's, as the components are.
    ...serviceArtProblems(join(__dirname, '..')),
  ];
  const marked = new Set(placeholderArt(join(__dirname, '..')).map(({value}) => value));
  // The components are this project's, wherever the pages are read from.
  const components = mdxComponents(join(__dirname, '..'));
  // A heading that names a page of the site ("Document Accessibility") is a name: the pages' titles and h1s.
  const pageNames = new Set(
    files
      .filter((file) => file.locale === defaultLocale)
      .flatMap((file) => [
        frontMatterFields(file.text)?.get('title')?.value ?? '',
        ...tagsIn(file.text, ['Hero']).map((hero) => stringValue(hero.props.get('title')) ?? ''),
      ])
      .filter(Boolean),
  );
  for (const file of files) {
    const lines = bodyLines(file.text);
    problems.push(
      ...(file.path.endsWith('.mdx') ? componentProblems(file, lines, components) : []),
      ...headingProblems(file, lines),
      ...(file.locale === defaultLocale ? headingCaseProblems(file, lines, pageNames) : []),
      ...textAlternativeProblems(file, lines),
      ...linkProblems(file, lines, paths),
      ...iconProblems(siteDir, file, lines, marked),
      ...claimProblems(file, lines),
    );
  }
  const parsed = await reading;
  problems.push(
    ...parsed.flatMap((item) => [...mdxSyntaxProblem(item), ...unknownNameProblems(item)]),
    ...anchorProblems(parsed, defaultLocale),
    ...columnProblems(parsed),
  );
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}: ${problem.message}`;

/**
 * The build refuses a page without a description (issue 44): it would ship
 * the first words of its body as the search snippet (`<Hero`). The dev server
 * says so in its log and goes on, so a writer's preview keeps working.
 */
export default function contentCheckPlugin(context: {siteDir: string; i18n: {locales: string[]; defaultLocale: string}}): Plugin {
  return {
    name: 'trendsoft-content-check',
    loadContent() {
      const problems = missingDescriptions(contentFiles(context.siteDir, context.i18n.locales, context.i18n.defaultLocale));
      if (problems.length > 0) {
        const report = problems.map(formatProblem).join('\n');
        if (process.env.NODE_ENV === 'production') return Promise.reject(new Error(`Pages without a description:\n${report}`));
        console.warn(`[content] Pages without a description (the build refuses them):\n${report}`);
      }
      return Promise.resolve();
    },
  };
}
