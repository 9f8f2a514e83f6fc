import {expect, test} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {bothLocalePaths} from '../specRoutes';
import {pagesOutsideTheRouteTable, waitForHydration} from './helpers';

// Issue 64, D100: checks that decide WCAG 2.2 criteria, or the part of one a script can
// decide, on every page in both languages. Each is evidence for the conformance report
// (npm run conformance); a failure turns its criteria to "Does not support".
const everyPage = [...bothLocalePaths, ...pagesOutsideTheRouteTable()];

// 1.4.4 at 200% zoom and 1.3.4 in landscape are checked on every-page's shared load of each page (D119).

/** A page's HTML, and the links of its header and footer, as served. */
interface ServedPage {
  path: string;
  html: string;
  /** The links of the header's menus and of the footer, in order: `href name`. */
  chrome: {header: string[]; footer: string[]};
}

const segment = (html: string, tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, content]) => ({
    // The language switcher links this page in the other language: the same link, in words, on every page.
    href: /\bhreflang=/.test(attributes!)
      ? '(this page in the other language)'
      : (/href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
          .exec(attributes!)
          ?.slice(1)
          .find((value) => value !== undefined) ?? ''),
    name: content!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));

async function servedPages(request: import('@playwright/test').APIRequestContext): Promise<ServedPage[]> {
  // One page at a time: the server holds at most MAX_CONNECTIONS_PER_CLIENT connections from one address (D106).
  const pages: ServedPage[] = [];
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    pages.push({
      path,
      html,
      chrome: {
        header: linksIn(segment(html, 'header')).map((link) => `${link.href} ${link.name}`),
        footer: linksIn(segment(html, 'footer')).map((link) => `${link.href} ${link.name}`),
      },
    });
  }
  return pages;
}

const localeOf = (path: string) => (path.startsWith('/hi/') ? 'hi' : 'en');

test(
  'the header and footer hold the same links, named alike and in the same order, on every page of a language @desktop',
  evidenceFor('3.2.3', '3.2.6'),
  async ({request}) => {
    const pages = await servedPages(request);
    for (const locale of ['en', 'hi']) {
      const ofLocale = pages.filter((page) => localeOf(page.path) === locale);
      const [first] = ofLocale;
      for (const page of ofLocale) {
        expect({page: page.path, header: page.chrome.header}).toEqual({page: page.path, header: first!.chrome.header});
        expect({page: page.path, footer: page.chrome.footer}).toEqual({page: page.path, footer: first!.chrome.footer});
      }
      // 3.2.6: the footer's help, the contact page and the e-mail address, on every page, in one order.
      const help = first!.chrome.footer.filter((link) => /ContactUs |^mailto:/.test(link));
      expect(help.length, `${locale}: the footer's contact links`).toBeGreaterThanOrEqual(2);
    }
  },
);

/** D109: the names a link to the contact page may have, standing alone and within a sentence. */
const contactLinkNames = {
  en: {alone: 'Get In Touch', inSentence: /^contact (page|form)$/},
  hi: {alone: 'संपर्क करें', inSentence: /^संपर्क (पेज|फ़ॉर्म)$/},
};

test(
  'every link to the contact page has one name wherever it stands alone, and names the page or form within a sentence @desktop',
  evidenceFor('3.2.4'),
  async ({request, page}) => {
    const pages = await servedPages(request);
    const misnamed: string[] = [];
    let counted = 0;
    for (const served of pages) {
      const names = contactLinkNames[localeOf(served.path)];
      // Parsed, not loaded: what matters is each link's words and whether a sentence holds it.
      const links = await page.evaluate((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
          .filter((link) => /^(\/hi)?\/TrendSoft\/ContactUs\/?([?#]|$)/.test(link.getAttribute('href')!) && !link.hasAttribute('hreflang'))
          .map((link) => {
            const name = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
            const block = link.closest('p, li, dd, td');
            const blockText = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
            return {name, inSentence: block !== null && blockText !== name};
          });
      }, served.html);
      counted += links.length;
      for (const link of links) {
        const fits = link.inSentence ? names.inSentence.test(link.name) : link.name === names.alone;
        if (!fits) misnamed.push(`${served.path}: "${link.name}"${link.inSentence ? ' in a sentence' : ''}`);
      }
    }
    // Every page has the header's and the footer's, at least.
    expect(counted).toBeGreaterThan(pages.length * 2);
    expect(misnamed).toEqual([]);
  },
);

test(
  'every page can be reached two ways: from the site map, which every footer links, and from another page or menu @desktop',
  evidenceFor('2.4.5'),
  async ({request}) => {
    const pages = await servedPages(request);
    const internal = (href: string) =>
      href
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/[?#].*$/, '')
        .replace(/(.)\/$/, '$1');
    const linksOf = (page: ServedPage) => new Set(linksIn(page.html).map((link) => internal(link.href)));
    for (const locale of ['en', 'hi'] as const) {
      const prefix = locale === 'hi' ? '/hi' : '';
      const siteMapPath = `${prefix}/TrendSoft/Site-Map`;
      const ofLocale = pages.filter((page) => localeOf(page.path) === locale);
      const siteMap = ofLocale.find((page) => page.path === siteMapPath);
      expect(siteMap, `${siteMapPath} is served`).toBeDefined();
      // A page whose canonical URL is another's (/About, D6) is that page at a second address.
      const ownPages = ofLocale.filter((page) => {
        const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(page.html)?.[1];
        return canonical === undefined || internal(canonical) === internal(page.path);
      });
      expect(ownPages.length, `${locale}: pages`).toBeGreaterThan(30);
      const onTheSiteMap = linksOf(siteMap!);
      for (const page of ownPages) {
        // One way: the footer's link to the site map, on every page, and the site map's link to this page.
        expect(
          page.chrome.footer.some((link) => link.startsWith(`${siteMapPath} `)),
          `${page.path} links the site map`,
        ).toBe(true);
        if (page.path !== siteMapPath) expect(onTheSiteMap.has(internal(page.path)), `the site map links ${page.path}`).toBe(true);
        // The other: a link from a page other than the site map and itself (a menu, the footer, or a page's text).
        const linkedFrom = ownPages.filter(
          (other) => other.path !== siteMapPath && other.path !== page.path && linksOf(other).has(internal(page.path)),
        );
        expect(linkedFrom.length, `${page.path} is linked from a page other than the site map`).toBeGreaterThan(0);
      }
    }
  },
);

test('no page has a time limit: nothing refreshes or redirects after a delay @desktop', evidenceFor('2.2.1'), async ({request}) => {
  const pages = await servedPages(request);
  const timed = pages.filter((page) => {
    const refresh = /<meta[^>]*http-equiv=["']?refresh["']?[^>]*content=["']?(\d+)/i.exec(page.html);
    return refresh !== null && Number(refresh[1]) > 0;
  });
  expect(timed.map((page) => page.path)).toEqual([]);
  // No log-in, so no session to expire: the 3.3.8 check finds no password field on any page.
});

test(
  'no script on the site listens for device motion or locks the screen’s orientation @desktop',
  evidenceFor('2.5.4', '1.3.4'),
  async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const {join} = await import('node:path');
    const {builtSiteDir} = await import('./helpers');
    const scripts = readdirSync(join(builtSiteDir, 'assets', 'js')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const listening = scripts.filter((name) =>
      /devicemotion|deviceorientation|DeviceMotionEvent|DeviceOrientationEvent|Accelerometer|Gyroscope/.test(
        readFileSync(join(builtSiteDir, 'assets', 'js', name), 'utf8'),
      ),
    );
    expect(listening).toEqual([]);
    const locking = scripts.filter((name) =>
      /orientation\.lock|lockOrientation/.test(readFileSync(join(builtSiteDir, 'assets', 'js', name), 'utf8')),
    );
    expect(locking).toEqual([]);
  },
);

/** The site's forms by their accessible name; anything else is a new kind of form that 3.3.4 must be decided for. */
const knownForms = /^(Contact form|Job application form|Document quote request|संपर्क फ़ॉर्म|नौकरी आवेदन फ़ॉर्म|दस्तावेज़ कोटेशन अनुरोध)$/;

/** The autocomplete each personal-data field must carry (1.3.5), by the field's name. */
const inputPurposes: Record<string, string> = {
  name: 'name',
  email: 'email',
  countryCode: 'tel-country-code',
  phone: 'tel-national',
  companyName: 'organization',
};

test(
  'every form asks once for each thing, names the purpose of the visitor’s details, changes nothing on input and has a status region @desktop',
  evidenceFor('1.3.5', '3.2.2', '3.3.4', '3.3.7', '4.1.3'),
  async ({page}) => {
    test.setTimeout(240_000);
    const formPages = (await servedPages(page.request)).filter((served) => served.html.includes('<form')).map((served) => served.path);
    expect(formPages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent += 1;
    });
    for (const path of formPages) {
      await page.goto(path);
      // The islands in view run (the forms start on first use, below); half a second of an idle
      // network more, per page, was a worker idle in CI.
      await waitForHydration(page);
      const url = page.url();
      const found = await page.evaluate(
        ({purposes, known}) => {
          const out: string[] = [];
          for (const form of Array.from(document.querySelectorAll('form'))) {
            // The newsletter's confirm and unsubscribe buttons are forms of one button, posted on purpose.
            const fields = Array.from(
              form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
            ).filter((field) => field.type !== 'hidden' && field.tabIndex >= 0);
            if (fields.length === 0) continue;
            const name = form.getAttribute('aria-label') ?? (form.querySelector('input[type=email]') ? 'Newsletter sign-up' : '(unnamed)');
            // 3.3.4: only the forms the site is known to have, none of which commits the visitor to anything.
            if (!new RegExp(known).test(name) && name !== 'Newsletter sign-up')
              out.push(`a form "${name}" the report has not decided 3.3.4 for`);
            // 3.3.7: no form has two fields for the same thing.
            const keys = fields.map((field) => field.name || field.id);
            const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
            if (twice.length > 0) out.push(`${name}: asks twice for ${twice.join(', ')}`);
            const autocompletes = fields.map((field) => field.getAttribute('autocomplete')).filter((value) => value && value !== 'off');
            if (new Set(autocompletes).size !== autocompletes.length) out.push(`${name}: two fields share an autocomplete purpose`);
            // 1.3.5: each personal-data field names its purpose.
            for (const field of fields) {
              const expected = purposes[field.name];
              if (expected && field.getAttribute('autocomplete') !== expected) {
                out.push(`${name}: ${field.name} has autocomplete ${field.getAttribute('autocomplete')}, not ${expected}`);
              }
            }
            // 4.1.3: the region the result will be written into is in the page already.
            if (
              !form.querySelector('[role=status], [role=alert], [aria-live]') &&
              !form.parentElement?.querySelector('[role=status], [role=alert], [aria-live]')
            ) {
              out.push(`${name}: no status region for its result`);
            }
          }
          return out;
        },
        {purposes: inputPurposes, known: knownForms.source},
      );
      problems.push(...found.map((problem) => `${path}: ${problem}`));

      // 3.2.2: choosing an option, ticking a box or typing changes no page and sends nothing.
      const sentBefore = sent;
      for (const select of await page.locator('form select').all()) {
        if (!(await select.isVisible())) continue;
        const values = await select
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        if (values.length > 0) await select.selectOption(values.at(-1)!);
      }
      for (const box of await page.locator('form input[type=checkbox]').all()) if (await box.isVisible()) await box.check();
      for (const field of await page.locator('form input[type=text], form input[type=email], form textarea').all()) {
        if (await field.isVisible()) await field.fill('a');
      }
      if (page.url() !== url) problems.push(`${path}: input navigated to ${page.url()}`);
      if (sent !== sentBefore) problems.push(`${path}: input sent a request to the forms API`);
    }
    expect(problems).toEqual([]);
  },
);

/** A wrong entry a visitor can type, and words its field's message or suggestion must hold to say what a right one is (3.3.3). */
interface WrongEntry {
  field: string;
  value?: string;
  file?: string;
  says: {en: RegExp; hi: RegExp};
}

const personWrongEntries: WrongEntry[] = [
  {field: 'name', value: 'Asha 2', says: {en: /\bletters\b/, hi: /अक्षर/}},
  {field: 'email', value: 'asha@', says: {en: /name@example\.com/, hi: /name@example\.com/}},
  {field: 'phone', value: '98765-43210', says: {en: /\bdigits\b/, hi: /अंक/}},
];

const formsWithWrongEntries: {path: string; form: string; entries: WrongEntry[]}[] = [
  {path: '/TrendSoft/ContactUs', form: 'contact', entries: personWrongEntries},
  {
    path: '/TrendSoft/Career',
    form: 'career',
    entries: [...personWrongEntries, {field: 'resume', file: 'resume.exe', says: {en: /PDF, Word/, hi: /PDF, Word/}}],
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibilityPage',
    form: 'quote',
    entries: [
      ...personWrongEntries,
      {field: 'pages', value: '0', says: {en: /from 1 to 100000/, hi: /1 से 100000/}},
      {field: 'deadline', value: '2020-01-31', says: {en: /\btoday\b/, hi: /आज/}},
    ],
  },
];

test(
  'each form’s message for a wrong entry (name, e-mail, phone, résumé type, page count, past deadline) says with its field what a right one is, in both languages @desktop',
  evidenceFor('3.3.3'),
  async ({page}) => {
    test.setTimeout(90_000);
    for (const {path, form, entries} of formsWithWrongEntries) {
      for (const locale of ['en', 'hi'] as const) {
        await page.goto(locale === 'hi' ? `/hi${path}` : path);
        const control = (field: string) => page.locator(`#${form}-${field}`);
        // A form's code starts on first use: a focus in it starts it, and its send button waits for it.
        await control('name').focus();
        const send = page.locator(`form:has(#${form}-name) button[type=submit]`);
        await expect(send).toBeEnabled();
        for (const entry of entries) {
          if (entry.file)
            await control(entry.field).setInputFiles({name: entry.file, mimeType: 'application/octet-stream', buffer: Buffer.from('MZ')});
          else await control(entry.field).fill(entry.value!);
        }
        await send.click();
        for (const entry of entries) {
          const where = `${locale} ${path}, ${entry.field}`;
          await expect(control(entry.field), where).toHaveAttribute('aria-invalid', 'true');
          await expect(control(entry.field), where).toHaveAccessibleDescription(entry.says[locale]);
        }
      }
    }
  },
);
