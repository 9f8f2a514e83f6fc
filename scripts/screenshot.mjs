// Screenshots pages of a running site at phone and desktop widths, for looking
// at what a visitor sees: node scripts/screenshot.mjs [baseUrl] [path ...]
import {mkdirSync} from 'node:fs';
import {launchChromium} from './lib/chromium.mjs';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = [375, 768, 1280];
const outDir = 'test-results/screenshots';
mkdirSync(outDir, {recursive: true});

const browser = await launchChromium();
for (const width of widths) {
  const page = await browser.newPage({viewport: {width, height: 900}});
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
    const file = `${outDir}/${path.replace(/[^a-zA-Z0-9]+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({path: file, fullPage: true});
    console.log(file);
  }
  await page.close();
}
await browser.close();
