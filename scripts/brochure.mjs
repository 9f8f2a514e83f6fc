// D26: renders brochure/brochure.html to static/brochure/trendsoft-brochure.pdf
// as a tagged PDF (structure tags for assistive tech) with the document title,
// language and bookmarks (from the headings) set. Run: npm run brochure
import {mkdirSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {launchChromium} from './lib/chromium.mjs';

const source = resolve('brochure/brochure.html');
const output = resolve('static/brochure/trendsoft-brochure.pdf');
mkdirSync(dirname(output), {recursive: true});

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(source).href, {waitUntil: 'load'});
  // The copyright is of the year the brochure is rendered, as the site's is of its build (D108).
  await page.evaluate(
    (year) => document.querySelectorAll('[data-year]').forEach((element) => (element.textContent = year)),
    String(new Date().getUTCFullYear()),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.pdf({path: output, format: 'A4', printBackground: true, tagged: true, outline: true, preferCSSPageSize: true});
  console.log(`brochure written: ${output}`);
} finally {
  await browser.close();
}
