import {expect, test} from '@playwright/test';
import {expectNoAxeViolations, storedRows, uniqueEmail} from './helpers';

// Issue 28 item 3 (D41): the pages a newsletter e-mail's links open, in both
// languages, and the whole round trip with JavaScript off.

const pages = [
  {path: '/newsletter/confirm', heading: 'Confirm your subscription', button: 'Confirm my subscription'},
  {path: '/newsletter/confirmed', heading: 'You are subscribed'},
  {path: '/newsletter/unsubscribe', heading: 'Unsubscribe from our newsletter', button: 'Unsubscribe'},
  {path: '/newsletter/unsubscribed', heading: 'You are unsubscribed'},
  {path: '/newsletter/link-invalid', heading: 'This link no longer works'},
  {path: '/hi/newsletter/confirm', heading: 'सदस्यता की पुष्टि करें', button: 'सदस्यता की पुष्टि करें'},
  {path: '/hi/newsletter/confirmed', heading: 'आपकी सदस्यता शुरू हो गई है'},
  {path: '/hi/newsletter/unsubscribe', heading: 'न्यूज़लेटर की सदस्यता छोड़ें', button: 'सदस्यता छोड़ें'},
  {path: '/hi/newsletter/unsubscribed', heading: 'आपने सदस्यता छोड़ दी है'},
  {path: '/hi/newsletter/link-invalid', heading: 'यह लिंक अब काम नहीं करता'},
];

test('each newsletter page has its heading, its one button where it acts, stays out of search, and passes axe', async ({page}) => {
  test.setTimeout(120_000);
  for (const {path, heading, button} of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    if (button) await expect(page.getByRole('main').getByRole('button')).toHaveText([button]);
    await expectNoAxeViolations(page);
  }
});

test('with JavaScript off, the e-mail links confirm and then unsubscribe a Hindi sign-up, each link working once @desktop', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('newsletter');
  expect((await request.post('/api/newsletter-signup', {data: {email, locale: 'hi'}})).status()).toBe(200);
  // The e-mail waits in the outbox (no SMTP in the e2e server); its links are read from there.
  const mail = storedRows('SELECT body_text FROM outbox WHERE to_address = ?', email);
  test.skip(mail === undefined, 'the suite runs against a server started elsewhere, whose outbox it cannot read');
  const body = String(mail![0]!.body_text);
  const link = (name: string) => new RegExp(`https?://[^/\\s]+(/hi/newsletter/${name}\\?token=[A-Za-z0-9_-]{43})`).exec(body)![1]!;
  const state = () => storedRows('SELECT confirmed_at FROM signups WHERE email = ?', email)!;

  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  try {
    await page.goto(link('confirm'));
    expect(state()).toEqual([{confirmed_at: null}]);
    await page.getByRole('button', {name: 'सदस्यता की पुष्टि करें'}).click();
    await expect(page).toHaveURL(/\/hi\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('आपकी सदस्यता शुरू हो गई है');
    expect(state()[0]!.confirmed_at).toMatch(/^\d{4}-/);

    await page.goto(link('confirm'));
    await page.getByRole('button', {name: 'सदस्यता की पुष्टि करें'}).click();
    await expect(page).toHaveURL(/\/hi\/newsletter\/link-invalid$/);

    await page.goto(link('unsubscribe'));
    await page.getByRole('button', {name: 'सदस्यता छोड़ें'}).click();
    await expect(page).toHaveURL(/\/hi\/newsletter\/unsubscribed$/);
    expect(state()).toEqual([]);
  } finally {
    await context.close();
  }
});
