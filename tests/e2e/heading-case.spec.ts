import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {specRoutes} from '../specRoutes';
import {builtSiteDir} from './helpers';

/**
 * Issue 43, D78: headings are in sentence case, except the labels the product
 * fixes and the names of things (services, documents, standards, places).
 * Read from the built English pages: the words a visitor sees.
 */

/** Headings whose wording docs/product.md fixes, or that are a name as a whole. */
const fixedHeadings = new Set([
  // The route table's h1s (tests/specRoutes.ts): the pages' names.
  ...specRoutes.map((route) => route.heading),
  // Labels docs/product.md §3 and §4 fix.
  'Want to Know More?',
  'Want to Join Our Team?',
  'Get In Touch',
  'Solutions We Offer',
  'Our Clients',
  'Far More Than Just a Career.',
  'Eligibility Criteria',
  // The industries of product §4 and the services of the menus: names.
  'Finance & Banking',
  'Retail & E-commerce',
  'Non-Profit Organizations',
  'Media & Entertainment',
  'Web App Security',
  'Mobile App Security',
  // Documents' names.
  'Accessibility Statement',
  'Accessibility Conformance Report',
  'Terms of Service',
  'Site Map',
  // The VPAT 2.5 template's own headings, which the report's VPAT-layout document keeps (D100).
  'Trendsoft Technologies Accessibility Conformance Report',
  'WCAG 2.x Report',
  'Legal Disclaimer (Trendsoft Technologies)',
]);

/** Names inside a heading: products, tools, panels, places and standards, as their owners write them. */
const names = [
  'Trendsoft',
  'Word',
  'Acrobat',
  'Object Export Options',
  'Articles',
  'Windows 10 Mobile',
  'OWASP API Security Top 10',
  'OWASP Top 10',
  'Hyderabad',
  'Telangana',
  'Mangalagiri',
  'Andhra Pradesh',
  'Leander',
  'Texas',
];

/** An OWASP entry is headed by its code and its official title ("A01:2021 Broken Access Control"). */
const owaspEntry = /^(A\d{2}|API\d{1,2}):\d{4} /;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'hi' || entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The words after the first that start with a capital and are not an acronym or a mixed-case name (PDF, InDesign). */
function titleCaseWords(heading: string): string[] {
  if (fixedHeadings.has(heading) || owaspEntry.test(heading)) return [];
  // The first word is capitalised in any case; a numbered heading's first word follows its number.
  let withoutNames = heading;
  for (const name of names) withoutNames = withoutNames.replaceAll(name, 'name');
  const afterFirst = withoutNames.replace(/^\d+\.\s+/, '').replace(/^\S+\s*/, '');
  return afterFirst.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && word.replace(/[^A-Z]/g, '').length === 1);
}

test('headings are in sentence case unless the product fixes them or they are names (issue 43, D78) @desktop', () => {
  const offending: string[] = [];
  for (const file of htmlFiles(builtSiteDir)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
      const heading = match[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const words = titleCaseWords(heading);
      if (words.length > 0) offending.push(`${relative(builtSiteDir, file)}: "${heading}" (${words.join(', ')})`);
    }
  }
  expect(offending).toEqual([]);
});

test('the sentence-case check flags a title-case heading and passes names @desktop', () => {
  expect(titleCaseWords('Our Security Services')).toEqual(['Security', 'Services']);
  expect(titleCaseWords('What we fix in a Word document')).toEqual([]);
  expect(titleCaseWords('How a PowerPoint project runs')).toEqual([]);
  expect(titleCaseWords('A01:2021 Broken Access Control')).toEqual([]);
  expect(titleCaseWords('1. Perceivable')).toEqual([]);
  expect(titleCaseWords('OWASP Top 10 (2021) coverage')).toEqual([]);
  expect(titleCaseWords('Page Not Found')).toEqual(['Not', 'Found']);
});
