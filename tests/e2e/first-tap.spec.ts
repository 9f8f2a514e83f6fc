import {expect, test, type Locator, type Page} from '@playwright/test';
import {holdScripts} from './helpers';

// Issue 27: a tap made as soon as the page shows, before its code has run, is
// answered, never lost. Each case loads the page afresh with the CPU 4× slower
// (a cheap phone), taps at DOMContentLoaded and waits for the answer. Only the
// header's two menu buttons exist before hydration: the tab blocks and the
// carousel controls are rendered by their code, and the FAQ and the Resources
// menu are native <details>.

const loads = 20;
const cpuSlowdown = 4;

interface FirstTapCase {
  name: string;
  path: string;
  tag: '@mobile' | '@desktop';
  control: (page: Page) => Locator;
  answer: (page: Page) => Locator;
}

const cases: FirstTapCase[] = [
  {
    name: 'Menu on the home page',
    path: '/',
    tag: '@mobile',
    control: (page) => page.getByRole('button', {name: 'Menu', exact: true}),
    answer: (page) => page.getByRole('dialog', {name: 'Menu'}),
  },
  {
    name: 'Menu on API Security',
    path: '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
    tag: '@mobile',
    control: (page) => page.getByRole('button', {name: 'Menu', exact: true}),
    answer: (page) => page.getByRole('dialog', {name: 'Menu'}),
  },
  {
    name: 'Our Services on Career',
    path: '/TrendSoft/Career',
    tag: '@desktop',
    control: (page) => page.getByRole('banner').getByRole('button', {name: 'Our Services'}),
    answer: (page) => page.getByRole('tablist', {name: 'Service categories'}),
  },
];

for (const {name, path, tag, control, answer} of cases) {
  test(`${name}: a tap at DOMContentLoaded with the CPU ${cpuSlowdown}× slower opens it, ${loads} times of ${loads} ${tag}`, async ({
    page,
  }) => {
    test.setTimeout(loads * 12_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const lost: number[] = [];
    for (let load = 1; load <= loads; load += 1) {
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      // Pressed where the pre-rendered button is, at once: a locator's click()
      // would first wait for the page to settle, which a visitor does not.
      const box = await control(page).boundingBox();
      expect(box, `${name} is on screen at DOMContentLoaded`).not.toBeNull();
      const [x, y] = [box!.x + box!.width / 2, box!.y + box!.height / 2];
      if (tag === '@mobile') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      const answered = await answer(page)
        .waitFor({state: 'visible', timeout: 8_000})
        .then(() => true)
        .catch(() => false);
      if (!answered) lost.push(load);
    }
    expect(lost, `loads whose tap was lost, of ${loads}`).toEqual([]);
  });
}

// The same taps made while the page's code is certainly not there yet (its
// scripts held back), so the result does not depend on the machine's speed:
// the tap is kept and answered once the code has run.
for (const {name, path, tag, control, answer} of cases) {
  test(`${name}: a tap made before the page's code has arrived opens it once the code runs ${tag}`, async ({page}) => {
    const scripts = await holdScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await control(page).click();
    await expect(control(page)).toHaveAttribute('aria-expanded', 'false');
    scripts.release();
    await expect(answer(page)).toBeVisible();
    await expect(control(page)).toHaveAttribute('aria-expanded', 'true');
  });
}
