// Renders static/img/favicon.svg, the site's mark, to the PNG icons every page
// links (D82): a 32 px tab icon and a 180 px home-screen icon. A browser
// decodes an SVG icon as a whole SVG document on the page's main thread after
// each load; a PNG of this size decodes in a fraction of a millisecond.
// Run after changing the mark: npm run icons
import {readFileSync} from 'node:fs';
import {launchChromium} from './lib/chromium.mjs';

const mark = readFileSync('static/img/favicon.svg', 'utf8');
/** The tab icon keeps the mark's rounded corners; the home-screen icon is full and square, as phones round it themselves. */
const icons = [
  {path: 'static/img/favicon-32.png', size: 32, background: 'transparent'},
  {path: 'static/img/apple-touch-icon.png', size: 180, background: '#0b3d91'},
];

const browser = await launchChromium();
try {
  for (const {path, size, background} of icons) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    await page.setContent(
      `<style>html,body{margin:0;background:${background}}svg{display:block;width:${size}px;height:${size}px}</style>${mark}`,
    );
    await page.screenshot({path, omitBackground: background === 'transparent'});
    await page.close();
    console.log(`written: ${path}`);
  }
} finally {
  await browser.close();
}
