import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from '@site/src/components/ContactForm/ContactForm';
import {deferred, describedErrors, fillPersonFields, mockFetch, submitAndWaitOutTimeout, type MockAnswer} from './support/forms';

function setup(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  render(<ContactForm />);
  return {user, submit: () => user.click(screen.getByRole('button', {name: 'Send Enquiry'}))};
}

async function fillValidEnquiry(user: ReturnType<typeof userEvent.setup>, country = 'India') {
  await fillPersonFields(user, {country});
  await user.type(screen.getByLabelText('Company name'), 'Acme Books');
  await user.selectOptions(screen.getByLabelText('Purpose of contact'), 'Cyber Security');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ContactForm: fields (docs/product.md §6, D14, D17)', () => {
  it('labels every field visibly and offers the five country codes and five purposes', () => {
    setup();
    for (const label of ['Name', 'Email', 'Country code', 'Phone number', 'Company name', 'Purpose of contact']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    const codes = within(screen.getByLabelText('Country code')).getAllByRole('option').slice(1);
    expect(codes.map((option) => option.textContent)).toEqual([
      '+91 India',
      '+1 United States',
      '+44 United Kingdom',
      '+1 Canada',
      '+61 Australia',
    ]);
    const purposes = within(screen.getByLabelText('Purpose of contact')).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(purposes.map((option) => option.value)).toEqual([
      'Web Accessibility',
      'Document Accessibility',
      'InDesign Accessibility',
      'Testing',
      'Cyber Security',
    ]);
    expect(screen.getByRole('form', {name: 'Contact form'})).toBeInTheDocument();
  });

  it('offers an optional message, says it is optional, and refuses one over 2,000 characters with its message (issue 31)', async () => {
    const {user, submit} = setup();
    expect(screen.getByText('All fields are required except the message.')).toBeVisible();
    const message = screen.getByRole('textbox', {name: 'Message (optional)'});
    expect(message).not.toHaveAttribute('aria-required');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('A short description of the product and your timeline'));
    await fillValidEnquiry(user);
    // Pasted, as a long text would be; typing 2,001 characters one by one is slow in jsdom.
    await user.click(message);
    await user.paste('x'.repeat(2001));
    await submit();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Keep the message to 2000 characters or fewer'));
    expect(message).toHaveFocus();
  });

  it('keeps the honeypot out of reach: hidden from assistive tech and out of the tab order (D19)', async () => {
    const {user} = setup();
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    screen.getByLabelText('Name').focus();
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(honeypot).not.toHaveFocus();
    }
  });
});

describe('ContactForm: validation (docs/product.md §6, D17)', () => {
  it('shows every required message word for word, ties each to its field and focuses the first invalid field', async () => {
    mockFetch();
    const {submit} = setup();
    await submit();
    const expected: Record<string, string> = {
      Name: 'Name is required',
      Email: 'Email is required',
      'Country code': 'Country Code is required',
      'Phone number': 'Phone Number is required',
      'Company name': 'Company Name is required',
      'Purpose of contact': 'Select Enquiries is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(describedErrors(control)).toEqual([message]);
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field, wherever it is', async () => {
    const {user, submit} = setup();
    await fillPersonFields(user);
    await submit();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the pattern messages for a bad name, email and phone number', async () => {
    const {user} = setup();
    await user.type(screen.getByLabelText('Name'), 'R2D2');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Phone number'), '98765-4321');
    expect(describedErrors(screen.getByLabelText('Name'))).toEqual(['Please enter valid name']);
    expect(describedErrors(screen.getByLabelText('Email'))).toEqual(['Please enter valid email address']);
    expect(describedErrors(screen.getByLabelText('Phone number'))).toEqual(['Please enter valid Phone Number']);
    // WCAG 3.3.3 (D113): how to put each right, read with the error.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Please enter valid name Use letters only, with spaces, hyphens, apostrophes or full stops between words',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter valid email address For example, name@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      '10 digits, without the country code Please enter valid Phone Number Use digits only, without spaces, dashes or the country code',
    );
  });

  it('re-checks a field on each key: the 10-digit rule appears and clears as the visitor types', async () => {
    const {user} = setup();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '98765');
    expect(describedErrors(phone)).toEqual(['Please enter 10 Digit Phone Number']);
    await user.type(phone, '4321');
    expect(describedErrors(phone)).toEqual(['Please enter 10 Digit Phone Number']);
    await user.type(phone, '0');
    expect(describedErrors(phone)).toEqual([]);
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    await user.type(phone, '1');
    expect(describedErrors(phone)).toEqual(['Please enter 10 Digit Phone Number']);
  });

  it('checks the country code when its select loses focus', async () => {
    const {user} = setup();
    const countryCode = screen.getByLabelText('Country code');
    countryCode.focus();
    expect(describedErrors(countryCode)).toEqual([]);
    await user.tab();
    expect(describedErrors(countryCode)).toEqual(['Country Code is required']);
  });
});

describe('ContactForm: sending (docs/product.md §5, §7; D11, D12)', () => {
  const reference = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const expectedBody = {
    name: 'Asha Rao',
    phoneNumber: '+1 9876543210',
    email: 'asha@example.com',
    companyName: 'Acme Books',
    enquiries: 'Cyber Security',
    message: '',
    website: '',
  };
  const bodyOf = (call: {init: RequestInit}) => JSON.parse(call.init.body as string) as Record<string, string>;
  const keyOf = (call: {init: RequestInit}) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

  it('posts the enquiry to the spreadsheet endpoint, then on 200 its reference to the contact endpoint, and confirms in the live region', async () => {
    const sheetAnswer = deferred<MockAnswer>();
    const calls = mockFetch(sheetAnswer.promise, {status: 200});
    const {user, submit} = setup();
    await fillValidEnquiry(user, 'Canada');
    await submit();

    const busyButton = screen.getByRole('button', {name: 'Please wait...'});
    expect(busyButton).toBeDisabled();
    await act(async () => sheetAnswer.resolve({status: 200, body: {ok: true, id: reference}}));

    expect(await screen.findByRole('status')).toHaveTextContent('Form Submitted Successfully');
    expect(calls.map((call) => call.url)).toEqual(['/api/googleSheet-contact-form', '/api/contact-form']);
    for (const call of calls) expect(call.init.method).toBe('POST');
    expect(bodyOf(calls[0]!)).toEqual(expectedBody);
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(bodyOf(calls[1]!)).toEqual({...expectedBody, reference});
    expect(screen.queryByRole('textbox', {name: 'Message (optional)'})).toHaveValue('');
    // Success resets the form and frees the button.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Purpose of contact')).toHaveValue('');
    expect(screen.getByRole('button', {name: 'Send Enquiry'})).toBeEnabled();
  });

  it('stops after a failed spreadsheet call and says the submission failed, keeping what was typed', async () => {
    const calls = mockFetch({status: 500});
    const {user, submit} = setup();
    await fillValidEnquiry(user);
    await submit();
    expect(await screen.findByText('Form Submission Failed!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Form Submission Failed!');
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', {name: 'Send Enquiry'})).toBeEnabled();
  });

  it('retries with the same idempotency key, so the server stores the enquiry once; changed answers get a new key', async () => {
    const calls = mockFetch('network-error', 'network-error', {status: 200, body: {ok: true, id: reference}}, {status: 200});
    const {user, submit} = setup();
    await fillValidEnquiry(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Form Submission Failed!');
    await submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Other Books');
    await submit();
    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(keyOf(calls[2]!)).not.toBe(keyOf(calls[0]!));
  });

  it('once the enquiry is stored, a failing contact call is retried and the visitor is told it was sent', async () => {
    const calls = mockFetch({status: 200, body: {ok: true, id: reference}}, 'network-error', {status: 503}, {status: 200});
    const {user, submit} = setup();
    await fillValidEnquiry(user);
    await submit();
    expect(await screen.findByText('Form Submitted Successfully', {}, {timeout: 5000})).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/googleSheet-contact-form',
      '/api/contact-form',
      '/api/contact-form',
      '/api/contact-form',
    ]);
    for (const call of calls.slice(1)) expect(bodyOf(call).reference).toBe(reference);
  });

  it('gives up after 50 seconds without an answer, says so and frees the button (D12)', async () => {
    jest.useFakeTimers();
    mockFetch('hang');
    const {user, submit} = setup({advanceTimers: jest.advanceTimersByTime});
    await fillValidEnquiry(user);
    expect(await submitAndWaitOutTimeout(submit)).toHaveTextContent('Form Submission Failed!');
    expect(screen.getByRole('button', {name: 'Send Enquiry'})).toBeEnabled();
  });

  it("shows the server's field errors on their fields and focuses the first (D19)", async () => {
    mockFetch({
      status: 400,
      body: {error: 'Invalid fields', fields: {companyName: 'Company Name is required', email: 'Please enter valid email address'}},
    });
    const {user, submit} = setup();
    await fillValidEnquiry(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Form Submission Failed!');
    expect(describedErrors(screen.getByLabelText('Email'))).toEqual(['Please enter valid email address']);
    expect(describedErrors(screen.getByLabelText('Company name'))).toEqual(['Company Name is required']);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
