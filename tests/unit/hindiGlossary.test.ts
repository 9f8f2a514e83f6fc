import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/**
 * Issue 30: the Hindi site writes each term one way. The rules live in
 * docs/glossary-hi.md, in two tables marked "(checked)", so translators change
 * one place; this test reads them and searches every file of i18n/hi/.
 */

const root = join(__dirname, '..', '..');
const glossary = readFileSync(join(root, 'docs', 'glossary-hi.md'), 'utf8');

/** The body rows of the markdown table under the heading `heading`, as cells. */
function tableRows(heading: string): string[][] {
  const section = glossary.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/glossary-hi.md has no section "${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

interface Rule {
  pattern: RegExp;
  shown: string;
  write: string;
}

/** A cell is a plain string, or a regular expression between slashes. */
function toPattern(cell: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(cell);
  return new RegExp(regex ? regex[1]! : cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu');
}

const variantRules: Rule[] = tableRows('Variants ruled out').map(([not, write]) => ({
  pattern: toPattern(not!),
  shown: not!,
  write: write!,
}));

const nameRules: Rule[] = tableRows('Names that stay in Latin script').flatMap(([name, , ruledOut]) =>
  ruledOut!.split(',').map((spelling) => ({pattern: toPattern(spelling.trim()), shown: spelling.trim(), write: name!})),
);

function hindiFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return hindiFiles(full);
    return /\.(mdx?|json)$/.test(name) ? [full] : [];
  });
}

/** Every place in i18n/hi/ where a rule's pattern appears, as "file:line: found → write". */
function findings(rules: Rule[], files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const rule of rules) {
        for (const match of line.matchAll(rule.pattern)) {
          found.push(`${relative(root, file)}:${index + 1}: "${match[0]}" → ${rule.write}`);
        }
      }
    });
  }
  return found;
}

describe('the Hindi glossary (docs/glossary-hi.md, issue 30)', () => {
  const files = hindiFiles(join(root, 'i18n', 'hi'));

  it('has its rules, and finds what they rule out', () => {
    expect(variantRules.length).toBeGreaterThan(25);
    expect(nameRules.map((rule) => rule.shown)).toEqual(expect.arrayContaining(['सेक्शन 508', 'टॉप 10']));
    // The rules themselves work: each catches a sample of what it rules out.
    const sample = ['यह पृष्ठ सुगम है', 'OWASP टॉप 10 और सेक्शन 508', 'फाइल खाली है', 'दस्तावेज के लिए'].join('\n');
    const caught = [...variantRules, ...nameRules].filter((rule) => new RegExp(rule.pattern.source, 'u').test(sample));
    expect(caught.map((rule) => rule.shown)).toEqual(
      expect.arrayContaining(['पृष्ठ', '/सुगम(?!्)/', 'टॉप 10', 'सेक्शन 508', 'फाइल', 'खाली', '/दस्तावेज(?!़)/']),
    );
    expect(new RegExp(variantRules.find((rule) => rule.shown === '/सुगम(?!्)/')!.pattern.source, 'u').test('सुगम्यता')).toBe(false);
    expect(files.length).toBeGreaterThan(40);
  });

  it('finds no variant the glossary rules out anywhere in i18n/hi/', () => {
    expect(findings(variantRules, files)).toEqual([]);
  });

  it('finds no standard name written in Devanagari', () => {
    expect(findings(nameRules, files)).toEqual([]);
  });

  it('writes form error messages in one style: a missing answer is asked for politely, nothing is "… आवश्यक है"', () => {
    const hindi = JSON.parse(readFileSync(join(root, 'i18n', 'hi', 'code.json'), 'utf8')) as Record<string, {message: string}>;
    const errors = Object.entries(hindi).filter(([id]) => id.startsWith('form.error.'));
    expect(errors.length).toBeGreaterThan(20);
    const offStyle = errors
      .filter(([id, {message}]) => (id.endsWith('Required') && !/^कृपया .+ (दर्ज करें|चुनें)$/.test(message)) || /आवश्यक है|लिखें$/.test(message))
      .map(([id, {message}]) => `${id}: ${message}`);
    expect(offStyle).toEqual([]);
  });
});
