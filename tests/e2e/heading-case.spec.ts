import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {specRoutes} from '../specRoutes';
import {titleCaseWords} from '../../src/data/headingCase';
import {builtSiteDir} from './helpers';

// Issue 43, D78 (src/data/headingCase.ts): read from the built English pages, the words a
// visitor sees, components' headings included. The route table's h1s are the pages' names.
const pageNames = new Set(specRoutes.map((route) => route.heading));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'hi' || entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
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
      const words = titleCaseWords(heading, pageNames);
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
  expect(titleCaseWords('Each WCAG 2.2 criterion at levels A and AA')).toEqual([]);
  expect(titleCaseWords('Get A Quote')).toEqual(['A', 'Quote']);
});
