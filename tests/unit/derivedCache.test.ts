/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {componentDocs} from '@site/plugins/componentLibrary';
import {cachedSync, derivedCacheDirectory, filesUnder, hashOfFiles} from '@site/plugins/derivedCache';

// D129: what the plugins derive from the sources is kept between builds under the hash of its
// inputs, so the writers' preview rebuilds a page's edit without reading every component again;
// a changed input is read anew.

let siteDir: string;
beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'derived-site-'));
  mkdirSync(join(siteDir, 'src'));
});
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

const entries = () => readdirSync(join(siteDir, derivedCacheDirectory)).sort();

test('a value is derived once for the same inputs, again when one changes, and only the newest is kept', () => {
  const source = join(siteDir, 'src', 'words.ts');
  writeFileSync(source, "export const words = 'one';\n");
  const derivations: string[] = [];
  const derive = () => {
    const key = hashOfFiles(filesUnder(siteDir, ['src'], ['.ts']));
    return cachedSync(siteDir, 'words', key, () => {
      derivations.push(key);
      return {derivedFrom: key};
    });
  };
  const first = derive();
  expect(derive()).toEqual(first);
  expect(derivations).toHaveLength(1);

  writeFileSync(source, "export const words = 'two';\n");
  const second = derive();
  expect(second).not.toEqual(first);
  expect(derivations).toHaveLength(2);
  expect(entries()).toEqual([`words.${second.derivedFrom}.json`]);

  // A file the hash does not cover changes nothing.
  writeFileSync(join(siteDir, 'src', 'notes.md'), 'not an input\n');
  derive();
  expect(derivations).toHaveLength(2);
});

test('an entry cut short is made again instead of read', () => {
  cachedSync(siteDir, 'words', 'k', () => 'whole');
  writeFileSync(join(siteDir, derivedCacheDirectory, 'words.k.json'), '"who');
  expect(cachedSync(siteDir, 'words', 'k', () => 'made again')).toBe('made again');
});

test("the library's props tables follow a component's types from one build to the next", () => {
  // No default library: the checker reads the component alone, in milliseconds instead of seconds.
  writeFileSync(
    join(siteDir, 'tsconfig.json'),
    JSON.stringify({compilerOptions: {jsx: 'react-jsx', strict: true, noLib: true, types: []}}),
  );
  const component = join(siteDir, 'src', 'components', 'Badge', 'index.tsx');
  mkdirSync(join(component, '..'), {recursive: true});
  const badge = (props: string) =>
    `export interface BadgeProps {\n${props}}\n\nexport default function Badge({label}: BadgeProps) {\n  return <span>{label}</span>;\n}\n`;
  writeFileSync(component, badge('  /** What it says. */\n  label: string;\n'));
  expect(componentDocs(siteDir).props.Badge!.map((prop) => prop.name)).toEqual(['label']);
  expect(componentDocs(siteDir).props.Badge!.map((prop) => prop.name)).toEqual(['label']);

  writeFileSync(component, badge('  /** What it says. */\n  label: string;\n  /** Its colour. */\n  tone?: "info" | "alert";\n'));
  expect(componentDocs(siteDir).props.Badge!.map((prop) => [prop.name, prop.values])).toEqual([
    ['label', undefined],
    ['tone', ['"info"', '"alert"']],
  ]);
});
