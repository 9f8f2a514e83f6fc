import {pathToFileURL} from 'node:url';
import {runInNewContext} from 'node:vm';
import {createProcessor} from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';

/**
 * What the build's MDX parser reads in each page (issue 67, D115): `@mdx-js/mdx`, at the
 * version Docusaurus's loader resolves, parses it (parse only: no compile, which costs
 * several times as much), and this module hands `npm run check:content` the facts its
 * checks need: where MDX stops reading the page, the names its `{…}` use that nothing
 * defines, its elements' ids, its links, the MDX files it imports, and its tags that take
 * `columns` or bring in an imported file, with the tags around them.
 *
 * It runs in a Node process of its own (`node plugins/mdxFacts.mts`, pages as JSON on
 * its input, their facts as JSON on its output), as an ES module with its types stripped
 * by Node: `@mdx-js/mdx` ships as ES modules only, which neither Jest's module registry
 * nor tsx's `require` (which compiles what it loads to CommonJS) can load.
 */

/** A node of the MDX syntax tree (mdast with MDX's nodes), as far as the checks read it. */
interface MdxNode {
  type: string;
  name?: string | null;
  value?: string | MdxAttributeValue | null;
  url?: string;
  attributes?: MdxNode[];
  children?: MdxNode[];
  position?: {start: Point; end: Point};
  data?: {estree?: EstreeNode | null};
}

/** An attribute's `{…}` value: its source and the program it parses to. */
interface MdxAttributeValue {
  type: string;
  value: string;
  data?: {estree?: EstreeNode | null};
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** A node of an expression's JavaScript tree (estree), read by its fields. */
interface EstreeNode {
  type: string;
  [field: string]: unknown;
}

/** Where the parser stopped: 1-based line and column, and MDX's reason. */
export interface MdxSyntaxError {
  line: number;
  column: number;
  reason: string;
  /** What acorn said inside an expression (`Unexpected token`). */
  cause?: string;
}

// Docusaurus's `markdown.format` is 'mdx' for .md files too (its default, kept here).
const processor = createProcessor({format: 'mdx'});

/**
 * The front matter (contentFiles.ts's pattern) as empty lines: Docusaurus's loader reads it
 * apart (remark-frontmatter), and the lines after it keep their numbers.
 */
const withoutFrontMatter = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, (block) => block.replace(/[^\n]/g, ''));

const field = (error: object, name: string): unknown => (error as Record<string, unknown>)[name];

/** The page's tree, or where and why MDX cannot read it (the build stops there). */
function parseMdx(text: string): {tree: MdxNode} | {error: MdxSyntaxError} {
  const source = withoutFrontMatter(text);
  try {
    return {tree: processor.parse(source) as MdxNode};
  } catch (thrown) {
    // MDX's own messages (a VFileMessage) say where they stop; anything else is no writer's slip.
    if (!(thrown instanceof Error) || typeof field(thrown, 'ruleId') !== 'string') throw thrown;
    const given = field(thrown, 'reason');
    const reason = typeof given === 'string' ? given : thrown.message;
    const cause = field(thrown, 'cause');
    // A tag left open is named where it opens (MDX points at the end of what holds it), and
    // a `{` left open where it stands (MDX points at the end of the file).
    const opened = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-/.exec(reason);
    const brace = /^Unexpected end of file in expression/.test(reason) ? unclosedBrace(source) : undefined;
    const place = opened ? {line: Number(opened[1]), column: Number(opened[2])} : brace;
    return {
      error: {
        line: place?.line ?? Number(field(thrown, 'line') ?? 1),
        column: place?.column ?? Number(field(thrown, 'column') ?? 1),
        reason,
        cause: cause instanceof Error ? cause.message : undefined,
      },
    };
  }
}

/** The outermost `{` that nothing closes, outside code: where an expression MDX read to the file's end began. */
function unclosedBrace(text: string): Point | undefined {
  let depth = 0;
  let opened: Point | undefined;
  let inFence = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    // Code spans show braces as text.
    const prose = depth > 0 ? line : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    [...prose].forEach((character, column) => {
      if (character === '{' && depth++ === 0) opened = {line: index + 1, column: column + 1};
      else if (character === '}' && depth > 0) depth--;
    });
  });
  return depth > 0 ? opened : undefined;
}

/** Each node under `node`, with its ancestors (outermost first). */
function visit(node: MdxNode, visitor: (node: MdxNode, ancestors: readonly MdxNode[]) => void, ancestors: MdxNode[] = []): void {
  visitor(node, ancestors);
  for (const child of node.children ?? []) visit(child, visitor, [...ancestors, node]);
}

/** A JSX element of the page: `<Name …>` in a block or within a line. */
const isElement = (node: MdxNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** An element's attribute as written: a string, an expression (its source and program), or absent. */
function attribute(node: MdxNode, name: string): {value: string | MdxAttributeValue | null | undefined; at: Point} | undefined {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return found && {value: found.value, at: found.position?.start ?? node.position!.start};
}

/** The `{…}` expressions of the page, each with its program: in the text, in a tag's props and its spreads. */
function expressionsIn(tree: MdxNode): EstreeNode[] {
  const programs: EstreeNode[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      programs.push(...(node.data?.estree ? [node.data.estree] : []));
    for (const item of node.attributes ?? []) {
      const estree =
        item.type === 'mdxJsxExpressionAttribute'
          ? item.data?.estree
          : typeof item.value === 'object'
            ? item.value?.data?.estree
            : undefined;
      if (estree) programs.push(estree);
    }
  });
  return programs;
}

// --- Names ------------------------------------------------------------------

/** What every page may name without defining it: what Docusaurus's loader exports beside it, and MDX's `props`. */
const loaderNames = ['props', 'frontMatter', 'contentTitle', 'metadata', 'assets', 'toc'];

/** JavaScript's own globals (`Math`, `Date`, `JSON`…), those of a fresh realm: no window, no process. */
const builtins = new Set<string>([...(runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[]), ...loaderNames]);

/** The names a page imports or exports (`import X from`, `import {A as B}`, `export const C`). */
function declaredNames(tree: MdxNode): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node.data?.estree?.body as EstreeNode[] | undefined) ?? []) {
      if (statement.type === 'ImportDeclaration')
        for (const specifier of statement.specifiers as EstreeNode[]) names.add((specifier.local as EstreeNode).name as string);
      const declaration = statement.declaration as EstreeNode | null | undefined;
      if (declaration) for (const name of patternNames(declaration)) names.add(name);
    }
  });
  return names;
}

/** The MDX files a page imports, by the name it gives each (`import Standards from './_shared/Standards.mdx'`). */
function mdxImports(tree: MdxNode): Map<string, string> {
  const imports = new Map<string, string>();
  visit(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node.data?.estree?.body as EstreeNode[] | undefined) ?? []) {
      const source = statement.type === 'ImportDeclaration' ? String((statement.source as EstreeNode).value) : '';
      if (!/\.mdx?$/.test(source)) continue;
      for (const specifier of statement.specifiers as EstreeNode[])
        if (specifier.type === 'ImportDefaultSpecifier') imports.set((specifier.local as EstreeNode).name as string, source);
    }
  });
  return imports;
}

/** The names a declaration or a binding pattern introduces: `const {a, b: [c]} = …`, `function f`, a parameter. */
function patternNames(node: EstreeNode | null | undefined): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'Identifier':
      return [node.name as string];
    case 'VariableDeclaration':
      return (node.declarations as EstreeNode[]).flatMap((declarator) => patternNames(declarator.id as EstreeNode));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return patternNames(node.id as EstreeNode | null);
    case 'ObjectPattern':
      return (node.properties as EstreeNode[]).flatMap((property) => patternNames((property.value ?? property.argument) as EstreeNode));
    case 'ArrayPattern':
      return (node.elements as (EstreeNode | null)[]).flatMap((element) => patternNames(element));
    case 'RestElement':
      return patternNames(node.argument as EstreeNode);
    case 'AssignmentPattern':
      return patternNames(node.left as EstreeNode);
    default:
      return [];
  }
}

/** A name an expression uses, where it is (1-based line and column). */
export interface UsedName {
  name: string;
  line: number;
  column: number;
}

/**
 * The names an expression uses that nothing in it declares, and that are no global:
 * `{fast}` in a sentence, which the build renders as "fast is not defined". A member's
 * name (`a.b`), a property's key and a tag's name are no such use (the component
 * check reads the tags).
 */
function unknownNames(program: EstreeNode, declared: ReadonlySet<string>): UsedName[] {
  const found: UsedName[] = [];
  const walk = (node: unknown, scope: ReadonlySet<string>): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, scope);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as EstreeNode).type !== 'string') return;
    const current = node as EstreeNode;
    switch (current.type) {
      case 'Identifier': {
        const name = current.name as string;
        if (!scope.has(name) && !declared.has(name) && !builtins.has(name)) {
          const start = (current.loc as {start: {line: number; column: number}}).start;
          found.push({name, line: start.line, column: start.column + 1});
        }
        return;
      }
      case 'MemberExpression':
        walk(current.object, scope);
        if (current.computed) walk(current.property, scope);
        return;
      case 'Property':
      case 'PropertyDefinition':
      case 'MethodDefinition':
        if (current.computed) walk(current.key, scope);
        walk(current.value, scope);
        return;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'FunctionDeclaration': {
        // Its parameters, and what its body declares at its top, are known inside it.
        const body = current.body as EstreeNode;
        const inner = new Set([
          ...scope,
          ...(current.params as EstreeNode[]).flatMap(patternNames),
          ...patternNames(current.id as EstreeNode | null),
          ...((body.body as EstreeNode[] | undefined) ?? []).flatMap(patternNames),
        ]);
        walk(current.params, inner);
        walk(body, inner);
        return;
      }
      case 'VariableDeclarator':
        walk(current.init, scope);
        return;
      case 'JSXIdentifier':
      case 'JSXMemberExpression':
      case 'JSXNamespacedName':
      case 'JSXAttribute':
        // Tag and prop names; an attribute's value is walked below.
        if (current.type === 'JSXAttribute') walk(current.value, scope);
        return;
      case 'LabeledStatement':
      case 'BreakStatement':
      case 'ContinueStatement':
        return;
      default:
        for (const [key, value] of Object.entries(current)) {
          if (key !== 'loc' && key !== 'range' && key !== 'comments') walk(value, scope);
        }
    }
  };
  walk(program.body, new Set());
  return found;
}

// --- Anchors ----------------------------------------------------------------

/** A node's text, as mdast-util-to-string gives it. */
const textOf = (node: MdxNode): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map((child) => textOf(child)).join('');

/** `{/* #my-id *\/}` at a heading's end: the id Docusaurus gives it instead of a slug. */
function commentId(heading: MdxNode): string | undefined {
  const last = heading.children?.at(-1);
  const estree = last?.type === 'mdxTextExpression' ? last.data?.estree : undefined;
  const comments = estree?.comments as {value: string}[] | undefined;
  if (!estree || (estree.body as unknown[]).length > 0 || comments?.length !== 1) return undefined;
  const first = comments[0]!.value.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/**
 * The ids a page's elements have, as the build gives them: each heading's (its
 * `{/* #id *\/}`, or a slug of its text, numbered when repeated, as Docusaurus's
 * headings plugin does), and each `id="…"` a tag is given in the MDX (`<Section id="apply">`).
 */
function pageIds(tree: MdxNode): string[] {
  const ids: string[] = [];
  const slugs = new GithubSlugger();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const explicit = commentId(node);
      ids.push(explicit ?? slugs.slug(textOf(node)));
    } else if (isElement(node)) {
      const id = attribute(node, 'id')?.value;
      if (typeof id === 'string') ids.push(id);
    }
  });
  return ids;
}

/** A link the page makes: its target as written, and where. */
export interface PageLink {
  target: string;
  line: number;
  column: number;
}

/**
 * Every link the page makes: Markdown's `[text](target)`, a tag's `href` or `to`, and a
 * `to:` or `href:` inside a prop's value (a breadcrumb's entries).
 */
function pageLinks(tree: MdxNode): PageLink[] {
  const links: PageLink[] = [];
  const add = (target: unknown, at: Point | undefined) => {
    if (typeof target === 'string' && at) links.push({target, line: at.line, column: at.column});
  };
  const inExpression = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(inExpression);
    if (!node || typeof node !== 'object') return;
    const current = node as EstreeNode;
    if (current.type === 'Property') {
      const key = current.key as EstreeNode;
      const value = current.value as EstreeNode;
      if (['to', 'href'].includes(String(key.name ?? key.value)) && value.type === 'Literal') {
        const start = (value.loc as {start: Point}).start;
        add(value.value, {line: start.line, column: start.column + 1});
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'loc' && key !== 'range') inExpression(value);
  };
  visit(tree, (node) => {
    if (node.type === 'link') add(node.url, node.position?.start);
    for (const item of node.attributes ?? []) {
      if (item.type !== 'mdxJsxAttribute') continue;
      if ((item.name === 'to' || item.name === 'href') && typeof item.value === 'string') add(item.value, item.position?.start);
      if (typeof item.value === 'object' && item.value?.data?.estree) inExpression(item.value.data.estree);
    }
  });
  return links;
}

// --- The facts --------------------------------------------------------------

/** A tag of the page, with the names of the tags it stands in (outermost first). */
export interface TagFact {
  name: string;
  line: number;
  column: number;
  within: string[];
  /** Its `columns` prop: as written (`{3}`, `"3"`), and the number when it is one in braces. */
  columns?: {written: string; count?: number; line: number; column: number};
}

/** What the checks need to know of one page. */
export interface MdxFacts {
  /** Where MDX stops reading it: the build stops there too, and nothing else is known of it. */
  error?: MdxSyntaxError;
  /** The names its `{…}` use that it neither imports nor exports, and that are no global. */
  unknownNames: UsedName[];
  /** Its elements' ids: its headings' and each `id="…"` of its tags. */
  ids: string[];
  links: PageLink[];
  /** The MDX files it imports, by the name it gives each. */
  imports: Record<string, string>;
  /** Its tags that take `columns`, and those that bring in an MDX file it imports. */
  tags: TagFact[];
}

/** The facts of one page's text. */
export function mdxFacts(text: string): MdxFacts {
  const parsed = parseMdx(text);
  if ('error' in parsed) return {error: parsed.error, unknownNames: [], ids: [], links: [], imports: {}, tags: []};
  const {tree} = parsed;
  const declared = declaredNames(tree);
  const imports = mdxImports(tree);
  const tags: TagFact[] = [];
  visit(tree, (node, ancestors) => {
    if (!isElement(node) || !node.name) return;
    const columns = attribute(node, 'columns');
    if (!columns && !imports.has(node.name)) return;
    const start = node.position?.start ?? {line: 1, column: 1};
    const within = ancestors.flatMap((ancestor) => (isElement(ancestor) && ancestor.name ? [ancestor.name] : []));
    const fact: TagFact = {name: node.name, line: start.line, column: start.column, within};
    if (columns) {
      const value = columns.value;
      const expression = typeof value === 'object' ? value : undefined;
      const statement = (expression?.data?.estree?.body as EstreeNode[] | undefined)?.[0];
      const literal = statement?.expression as EstreeNode | undefined;
      fact.columns = {
        written: typeof value === 'string' ? `"${value}"` : `{${expression?.value ?? ''}}`,
        count: literal?.type === 'Literal' && typeof literal.value === 'number' ? literal.value : undefined,
        line: columns.at.line,
        column: columns.at.column,
      };
    }
    tags.push(fact);
  });
  return {
    unknownNames: expressionsIn(tree).flatMap((program) => unknownNames(program, declared)),
    ids: pageIds(tree),
    links: pageLinks(tree),
    imports: Object.fromEntries(imports),
    tags,
  };
}

// `node plugins/mdxFacts.mts`: the pages' texts, a JSON array on the input, their facts on the output.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Read as a stream: a synchronous read of a pipe fails with EAGAIN once it holds more than its buffer.
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const texts = JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[];
  process.stdout.write(JSON.stringify(texts.map(mdxFacts)));
}
