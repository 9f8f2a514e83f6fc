import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withCompilerOptions, type ComponentDoc} from 'react-docgen-typescript';
import ts from 'typescript';
import {parse as parseYaml} from 'yaml';
import {cachedSync, filesUnder, hashOfFiles} from './derivedCache';
import {
  componentLibraryPluginName,
  libraryExamplesDirectory,
  libraryPath,
  type ComponentLibraryData,
  type DrawingDoc,
  type ExampleAction,
  type ExampleDoc,
  type GuardingTestFile,
  type PropDoc,
} from '../src/data/componentLibrary';

/**
 * The component library's data (issue 67, D114), read from the sources so
 * nothing on the library's pages is written twice:
 *
 * - each component's props from its TypeScript types and
 *   documentation comments, by react-docgen-typescript (the TypeScript
 *   checker, as Storybook and Styleguidist use it), never a hand-kept table;
 * - each example's MDX from the example page itself (`library/examples/`),
 *   and the accessibility tree the e2e suite holds it to;
 * - each test file's test titles, for the tests that guard a component;
 * - every drawing a writer may name (`icon`, `service`, `family`).
 */

/** The folders of the drawings a writer names: icons by path, services and families by name. */
const drawingFolders = {icons: 'static/img/icons', services: 'static/img/services', families: 'static/img/families'};

function componentFiles(siteDir: string): string[] {
  const componentsDir = join(siteDir, 'src', 'components');
  return readdirSync(componentsDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(componentsDir, entry.name, 'index.tsx'))
    .filter((file) => existsSync(file));
}

/** A docgen type as the library shows it: a union of literals as its values, else its name as declared. */
function propOf(name: string, prop: ComponentDoc['props'][string]): PropDoc {
  const literals = prop.type.name === 'enum' && Array.isArray(prop.type.value) ? (prop.type.value as {value: string}[]) : undefined;
  const values = literals?.map((literal) => literal.value);
  const defaultValue = prop.defaultValue as {value?: string | number | boolean} | null;
  return {
    name,
    type: prop.type.raw ?? prop.type.name,
    ...(values ? {values} : {}),
    required: prop.required,
    ...(defaultValue?.value !== undefined ? {defaultValue: String(defaultValue.value)} : {}),
    description: prop.description,
  };
}

/**
 * What the components' props are read from: every TypeScript source and JSON file a component
 * may import, the compiler's options, and the packages' exact versions (their types).
 */
const propsInputs = ['src', 'plugins', 'tsconfig.json', 'package-lock.json'];

/**
 * Every component's props, by the name it is used under, read with the project's compiler options.
 * Reading them is 2.7 s of a build's CPU, so a build whose inputs are unchanged (a writer's edit of
 * a page, in the preview) takes them from the last (D129).
 */
export function componentDocs(siteDir: string): Pick<ComponentLibraryData, 'props'> {
  const key = hashOfFiles(filesUnder(siteDir, propsInputs, ['.ts', '.tsx', '.json']));
  return cachedSync(siteDir, 'component-props', key, () => readComponentDocs(siteDir));
}

function readComponentDocs(siteDir: string): Pick<ComponentLibraryData, 'props'> {
  const configFile = ts.readConfigFile(join(siteDir, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const {options} = ts.parseJsonConfigFileContent(configFile.config, ts.sys, siteDir);
  const parser = withCompilerOptions(options, {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    // Only the props a component declares: not those of React's or the DOM's types it extends.
    propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
  });
  const props: Record<string, PropDoc[]> = {};
  for (const doc of parser.parse(componentFiles(siteDir))) {
    props[doc.displayName] = Object.entries(doc.props)
      .map(([name, prop]) => propOf(name, prop))
      // Required first, then as declared is not kept by docgen: alphabetical within each.
      .sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
  }
  return {props};
}

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n/;

/** Every example page, with its MDX as a writer copies it. */
export function exampleDocs(siteDir: string): Record<string, ExampleDoc> {
  const examplesDir = join(siteDir, libraryExamplesDirectory);
  const examples: Record<string, ExampleDoc> = {};
  if (!existsSync(examplesDir)) return examples;
  for (const component of readdirSync(examplesDir, {withFileTypes: true}).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(examplesDir, component.name)).filter((name) => name.endsWith('.mdx'))) {
      const path = join(examplesDir, component.name, file);
      const text = readFileSync(path, 'utf8');
      const match = frontMatterPattern.exec(text);
      const frontMatter = (match ? parseYaml(match[1]!) : {}) as {
        title?: string;
        description?: string;
        action?: ExampleAction;
        frameHeight?: number;
      };
      const where = relative(siteDir, path);
      if (!frontMatter.title || !frontMatter.description)
        throw new Error(`${where}: an example needs a title and a description in its front matter.`);
      const id = `${component.name}/${file.replace(/\.mdx$/, '')}`;
      const treeFile = path.replace(/\.mdx$/, '.aria.yml');
      examples[id] = {
        id,
        title: frontMatter.title,
        description: frontMatter.description,
        source: text.slice(match?.[0].length ?? 0).trim(),
        ...(existsSync(treeFile) ? {accessibilityTree: readFileSync(treeFile, 'utf8').trimEnd()} : {}),
        ...(frontMatter.action ? {action: frontMatter.action} : {}),
        frameHeight: frontMatter.frameHeight ?? 360,
      };
    }
  }
  return examples;
}

/**
 * The titles of the tests in one file, as written in `test('…')` or `it('…')`. A title
 * written as a template reads as a reader would say it: a constant of the file by its value
 * (`${longestMeasure}` → 80), anything else, a loop's route or width, as its name in angle
 * quotes (`${path}` → ‹path›), since that test runs once for each.
 */
export function testTitles(source: string): string[] {
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/^const (\w+) = (?:(\d+(?:\.\d+)?)|'([^'\\]*)');/gm)) constants.set(match[1]!, match[2] ?? match[3]!);
  const titles: string[] = [];
  for (const match of source.matchAll(/\b(?:test|it)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) {
    const title = match[2]!.replace(/\\(.)/g, '$1');
    titles.push(
      match[1] === '`'
        ? title.replace(/\$\{\s*([\w.]+)\s*\}/g, (_placeholder, name: string) => constants.get(name) ?? `‹${name.split('.').at(-1)}›`)
        : title,
    );
  }
  return titles;
}

/** Every test file under tests/, with its tests' titles. */
function guardingTests(siteDir: string): Record<string, GuardingTestFile> {
  const tests: Record<string, GuardingTestFile> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(test|spec)\.tsx?$/.test(entry.name)) {
        const file = relative(siteDir, path);
        tests[file] = {file, titles: testTitles(readFileSync(path, 'utf8'))};
      }
    }
  };
  walk(join(siteDir, 'tests'));
  return tests;
}

function drawingsIn(siteDir: string, folder: string): DrawingDoc[] {
  return readdirSync(join(siteDir, folder))
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({name: name.replace(/\.svg$/, ''), src: `/${relative('static', join(folder, name))}`}));
}

/** The library's pages but its index, as the site map lists them. */
export function libraryPages(siteDir: string): ComponentLibraryData['pages'] {
  const dir = join(siteDir, 'resources', 'components');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .sort()
    .map((name) => {
      const match = frontMatterPattern.exec(readFileSync(join(dir, name), 'utf8'));
      const {title} = (match ? parseYaml(match[1]!) : {}) as {title?: string};
      if (!title) throw new Error(`resources/components/${name}: a library page needs a title.`);
      return {title, to: `${libraryPath}/${name.replace(/\.mdx$/, '')}`};
    });
}

export function componentLibraryData(siteDir: string): ComponentLibraryData {
  return {
    pages: libraryPages(siteDir),
    ...componentDocs(siteDir),
    examples: exampleDocs(siteDir),
    tests: guardingTests(siteDir),
    drawings: {
      icons: drawingsIn(siteDir, drawingFolders.icons),
      services: drawingsIn(siteDir, drawingFolders.services),
      families: drawingsIn(siteDir, drawingFolders.families),
    },
  };
}

export default function componentLibraryPlugin(context: LoadContext): Plugin {
  return {
    name: componentLibraryPluginName,
    loadContent() {
      return componentLibraryData(context.siteDir);
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [
        join(context.siteDir, 'src/components/**/*.tsx'),
        join(context.siteDir, libraryExamplesDirectory, '**/*'),
        join(context.siteDir, 'tests/**/*.ts?(x)'),
      ];
    },
  };
}
