// Renders scripts/og-image.html to static/img/og-trendsoft.png, the 1200×630
// card that link previews show (D25). Run: npm run og-image
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {launchChromium} from './lib/chromium.mjs';

const browser = await launchChromium();
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.goto(pathToFileURL(resolve('scripts/og-image.html')).href);
  await page.screenshot({path: 'static/img/og-trendsoft.png'});
  console.log('written: static/img/og-trendsoft.png');
} finally {
  await browser.close();
}
