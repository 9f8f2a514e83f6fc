import {expect, test, type Page} from '@playwright/test';
import {enquiry, fillContactForm, storedRows, uniqueEmail, waitForHydration} from './helpers';

// One width (@desktop): what the server stores does not depend on the viewport
// (forms.spec checks the forms at both widths), and CI must stay under 30 minutes.

// The forms end to end, with nothing mocked: the browser posts to the real
// forms server, which must store each submission before the page confirms it
// (D10, D15, D18). The stored rows are read from the server's SQLite file.

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test('a contact enquiry is stored and queued for the sales inbox before the page confirms it @desktop', async ({page}) => {
  const email = uniqueEmail('contact');
  await open(page, '/TrendSoft/ContactUs');
  await fillContactForm(page, {email});
  await page.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect(page.getByRole('status')).toHaveText('Form Submitted Successfully');

  const enquiries = storedRows('SELECT name, phone_number, company_name, enquiries, message FROM enquiries WHERE email = ?', email);
  if (enquiries) {
    expect(enquiries).toEqual([
      {
        name: enquiry.name,
        phone_number: enquiry.phoneNumber,
        company_name: enquiry.companyName,
        enquiries: enquiry.enquiries,
        message: enquiry.message,
      },
    ]);
    expect(storedRows('SELECT inbox FROM outbox WHERE reply_to = ?', email)).toEqual([{inbox: 'sales'}]);
  }
});

test('an enquiry whose answer is lost on the way back is stored once when the visitor sends it again @desktop', async ({page}) => {
  const email = uniqueEmail('lost-answer');
  await open(page, '/TrendSoft/ContactUs');
  // The first spreadsheet call reaches the server, which stores the enquiry; its answer never reaches the browser.
  let lost = false;
  await page.route('**/api/googleSheet-contact-form', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await fillContactForm(page, {email});
  await page.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect(page.getByRole('status')).toHaveText('Form Submission Failed!');
  await page.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect(page.getByRole('status')).toHaveText('Form Submitted Successfully');

  const enquiries = storedRows('SELECT reference, confirmed_at FROM enquiries WHERE email = ?', email);
  if (enquiries) {
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]!.confirmed_at).not.toBeNull();
    expect(storedRows('SELECT inbox FROM outbox WHERE reply_to = ?', email)).toEqual([{inbox: 'sales'}]);
  }
});

test('a career application is stored with its resume before the page confirms it @desktop', async ({page}) => {
  const email = uniqueEmail('career');
  await open(page, '/TrendSoft/Career');
  await page.getByLabel('Name', {exact: true}).fill('Ravi Kumar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country code').selectOption({label: '+91 India'});
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Position').selectOption('Epub Accessibility Developer');
  const resume = 'Ravi Kumar\nePub3, accessible ePub3, MathML, WCAG\n';
  await page.getByLabel('Resume').setInputFiles({name: 'ravi-kumar.txt', mimeType: 'text/plain', buffer: Buffer.from(resume)});
  await page.getByRole('button', {name: 'Submit Application'}).click();
  await expect(page.getByRole('status')).toHaveText('Application submitted successfully');

  const applications = storedRows(
    'SELECT phone_number, position, resume_original_name, resume_bytes FROM applications WHERE email = ?',
    email,
  );
  if (applications) {
    expect(applications).toEqual([
      {
        phone_number: '+91 9876543210',
        position: 'Epub Accessibility Developer',
        resume_original_name: 'ravi-kumar.txt',
        resume_bytes: Buffer.byteLength(resume),
      },
    ]);
  }
});

test('the sign-up strip stores the address once and thanks the visitor @desktop', async ({page}) => {
  const email = uniqueEmail('signup');
  await open(page, '/');
  const strip = page.getByRole('region', {name: 'Stay up to date'});
  await strip.getByLabel('Email address').fill(email);
  await strip.getByRole('button', {name: 'Subscribe'}).click();
  await expect(strip.getByRole('status')).toHaveText(
    'Almost done: check your inbox and follow the link we sent to confirm your subscription.',
  );
  expect(storedRows('SELECT email FROM signups WHERE email = ?', email) ?? [{email}]).toEqual([{email}]);
});
