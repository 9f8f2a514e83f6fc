import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {exampleDocs} from '../../plugins/componentLibrary';
import {libraryExamplesDirectory, libraryExamplesPath} from '../../src/data/componentLibrary';
import {expectNoAxeViolations, waitForHydration} from './helpers';

// Issue 67, D114: every example of the component library is a page of its own and a test fixture.
// At both widths each passes the accessibility gate in the state it shows (a form's example is sent
// empty first, as its front matter says), and at 1280 px its accessibility tree is the one recorded
// beside it (library/examples/<component>/<example>.aria.yml), which the library's page shows as what
// a screen reader meets. After a deliberate change, record the trees again:
//   UPDATE_LIBRARY_TREES=1 npx playwright test tests/e2e/component-library.spec.ts --project desktop-1280

const root = join(__dirname, '..', '..');
const examples = Object.values(exampleDocs(root));
const recording = process.env.UPDATE_LIBRARY_TREES === '1';

test.describe("the component library's examples", () => {
  // One page per width goes through every example in turn: a new page for each was a fifth of the
  // spec's time, which CI's 30 minutes cannot spare (D114).
  test.describe.configure({mode: 'default'});
  let page: Page;
  test.beforeAll(async ({browser}) => {
    page = await browser.newPage();
    await page.emulateMedia({reducedMotion: 'reduce'});
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const example of examples) {
    test(`the component library's example ${example.id} passes axe, and its accessibility tree is the one the library shows`, async () => {
      const response = await page.goto(`${libraryExamplesPath}/${example.id}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      if (example.action === 'submit') {
        // A form starts on first use (D80): focusing a field starts it, which enables its button.
        await main.locator('input, textarea').first().focus();
        const send = main.locator('button[type=submit]');
        await expect(send).toBeEnabled();
        await send.click();
        await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
      if (test.info().project.name !== 'desktop-1280') return;
      const treeFile = join(root, libraryExamplesDirectory, `${example.id}.aria.yml`);
      if (recording) writeFileSync(treeFile, `${await main.ariaSnapshot()}\n`);
      else await expect(main).toMatchAriaSnapshot(readFileSync(treeFile, 'utf8'));
    });
  }
});

test("a library page's example frames are each as tall as their example from the page's load, before the visitor scrolls to them", async ({
  page,
}) => {
  // Sized only on coming into view, a frame grew under the visitor's eyes, and moved what was below it
  // from under the keyboard's focus (2.4.11).
  await page.goto('/resources/components/hero');
  await waitForHydration(page);
  const frames = page.locator('iframe');
  expect(await frames.count()).toBeGreaterThan(1);
  await expect
    .poll(() =>
      frames.evaluateAll((each) =>
        (each as HTMLIFrameElement[]).map((frame) => {
          const example = frame.contentDocument?.querySelector('main')?.getBoundingClientRect().height ?? 0;
          return example > 0 && Math.abs(frame.getBoundingClientRect().height - Math.ceil(example)) <= 1;
        }),
      ),
    )
    .not.toContain(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
