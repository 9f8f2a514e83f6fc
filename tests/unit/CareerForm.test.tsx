import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CareerForm from '@site/src/components/CareerForm/CareerForm';
import {formErrorMessages} from '@site/src/forms/messages';
import {ruleMessages} from '@site/src/forms/rules';
import {deferred, describedErrors, fillPersonFields, mockFetch, submitAndWaitOutTimeout, type MockAnswer} from './support/forms';

function setup(options?: Parameters<typeof userEvent.setup>[0]) {
  // The resume input's accept list is the browser's hint; the rules must hold without it.
  const user = userEvent.setup({applyAccept: false, ...options});
  render(<CareerForm />);
  return {user, submit: () => user.click(screen.getByRole('button', {name: 'Submit Application'}))};
}

function resume(name = 'asha-rao.pdf', type = 'application/pdf', size?: number): File {
  const file = new File(['%PDF-1.7 resume'], name, {type});
  if (size !== undefined) Object.defineProperty(file, 'size', {value: size});
  return file;
}

async function fillValidApplication(user: ReturnType<typeof userEvent.setup>, file = resume()) {
  await fillPersonFields(user, {country: 'United Kingdom', phone: '7700900123'});
  await user.selectOptions(screen.getByLabelText('Position'), 'Epub Accessibility Developer');
  await user.upload(screen.getByLabelText('Resume'), file);
}

afterEach(() => {
  jest.useRealTimers();
});

describe('CareerForm: fields (docs/product.md §6, D14, D16)', () => {
  it('labels every field, offers the two positions and the country codes, and describes the resume rules', () => {
    setup();
    for (const label of ['Name', 'Email', 'Country code', 'Phone number', 'Position', 'Resume']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    const positions = within(screen.getByLabelText('Position')).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(positions.map((option) => option.value)).toEqual(['Fresher', 'Epub Accessibility Developer']);
    expect(within(screen.getByLabelText('Country code')).getAllByRole('option')).toHaveLength(6);
    const file = screen.getByLabelText('Resume');
    expect(file).toHaveAttribute('type', 'file');
    expect(file.getAttribute('accept')).toContain('.pdf');
    expect(file).toHaveAccessibleDescription('PDF, Word, Excel, PowerPoint, plain text or image file, up to 10 MB.');
  });

  it('shows a styled file control: the chosen file’s name beside “Choose a file”, none again once the application is sent (issue 31)', async () => {
    mockFetch({status: 201, body: {id: 7}});
    const {user, submit} = setup();
    const field = screen.getByLabelText('Resume').parentElement!;
    expect(field).toHaveTextContent('Choose a fileNo file chosen');
    await fillValidApplication(user);
    expect(field).toHaveTextContent('Choose a fileasha-rao.pdf');
    // The input itself carries the name; the visible words are not read twice.
    expect(screen.getByLabelText('Resume')).toHaveAccessibleName('Resume');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Application submitted successfully');
    expect(field).toHaveTextContent('Choose a fileNo file chosen');
  });

  it('keeps the honeypot out of the tab order and away from assistive tech (D19)', () => {
    setup();
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('CareerForm: validation (docs/product.md §6, D16, D17)', () => {
  it('shows every required message word for word and focuses the first invalid field', async () => {
    mockFetch();
    const {submit} = setup();
    await submit();
    const expected: Record<string, string> = {
      Name: 'Name is required',
      Email: 'Email is required',
      'Country code': 'Country Code is required',
      'Phone number': 'Phone Number is required',
      Position: 'Position is required',
      Resume: 'File Upload is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(describedErrors(screen.getByLabelText(label))).toEqual([message]);
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("uses the careers form's own email message", async () => {
    const {user} = setup();
    await user.type(screen.getByLabelText('Email'), 'asha.example.com');
    expect(describedErrors(screen.getByLabelText('Email'))).toEqual(['Enter an email address like name@example.com']);
  });

  it('refuses a resume of another type before sending, with the file still described', async () => {
    mockFetch();
    const {user, submit} = setup();
    await fillValidApplication(user, resume('setup.exe', 'application/x-msdownload'));
    await submit();
    const file = screen.getByLabelText('Resume');
    expect(describedErrors(file)).toEqual(['Choose a PDF, Word, Excel, PowerPoint, plain text or image file']);
    expect(file.getAttribute('aria-describedby')).toContain('career-resume-hint');
    expect(file).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('refuses a resume over 10 MB before sending', async () => {
    mockFetch();
    const {user, submit} = setup();
    await fillValidApplication(user, resume('asha-rao.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    await submit();
    expect(describedErrors(screen.getByLabelText('Resume'))).toEqual(['File must be 10 MB or smaller']);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('CareerForm: sending (docs/product.md §7; D11 to D13)', () => {
  it('sends name, email, phoneNumber, position and the file as multipart form data, then confirms and resets', async () => {
    const answer = deferred<MockAnswer>();
    const calls = mockFetch(answer.promise);
    const {user, submit} = setup();
    await fillValidApplication(user);
    await submit();

    expect(screen.getByRole('button', {name: 'Please wait...'})).toBeDisabled();
    await act(async () => answer.resolve({status: 201, body: {id: 7}}));
    expect(await screen.findByRole('status')).toHaveTextContent('Application submitted successfully');

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/careers-form');
    expect(calls[0]!.init.method).toBe('POST');
    const body = calls[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Asha Rao');
    expect(body.get('email')).toBe('asha@example.com');
    expect(body.get('phoneNumber')).toBe('+44 7700900123');
    expect(body.get('position')).toBe('Epub Accessibility Developer');
    expect(body.get('website')).toBe('');
    expect((body.get('file') as File).name).toBe('asha-rao.pdf');
    // Unticked, the box sends nothing: the application is kept for the normal period.
    expect(body.has('keepForFutureOpenings')).toBe(false);
    // The browser sets the multipart boundary itself.
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBeNull();

    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Position')).toHaveValue('');
    expect(screen.getByLabelText<HTMLInputElement>('Resume').files).toHaveLength(0);
    expect(screen.getByRole('button', {name: 'Submit Application'})).toBeEnabled();
  });

  it('offers "Keep my application for future openings" unticked, says what it means, and sends yes once ticked', async () => {
    const calls = mockFetch({status: 200, body: {id: 'a'}});
    const {user, submit} = setup();
    const keep = screen.getByRole('checkbox', {name: 'Keep my application for future openings'});
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(/^Optional\. .*keep applications for 12 months.*keep yours for 24 months/);
    // The form's note does not call every field required above an optional box (WCAG 3.3.2).
    expect(screen.getByText('All fields are required except the box marked optional.')).toBeVisible();
    await fillValidApplication(user);
    await user.click(keep);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Application submitted successfully');
    expect((calls[0]!.init.body as FormData).get('keepForFutureOpenings')).toBe('yes');
    // Reset with the rest of the form: the next application is not kept unless ticked again.
    expect(keep).not.toBeChecked();
  });

  it('says the application failed on an error status and frees the button (D13)', async () => {
    mockFetch({status: 500});
    const {user, submit} = setup();
    await fillValidApplication(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send application. Please try again.');
    expect(screen.getByRole('button', {name: 'Submit Application'})).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('says the application failed when the network is down (D13), and a retry carries the same idempotency key', async () => {
    const calls = mockFetch('network-error', {status: 200, body: {ok: true, id: 'a'}});
    const {user, submit} = setup();
    await fillValidApplication(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send application. Please try again.');
    await submit();
    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    const keys = calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after 50 seconds, says so and frees the button (D12, D13)', async () => {
    jest.useFakeTimers();
    mockFetch('hang');
    const {user, submit} = setup({advanceTimers: jest.advanceTimersByTime});
    await fillValidApplication(user);
    expect(await submitAndWaitOutTimeout(submit)).toHaveTextContent('Failed to send application. Please try again.');
    expect(screen.getByRole('button', {name: 'Submit Application'})).toBeEnabled();
  });

  it("shows the server's file error on the resume field (D19)", async () => {
    mockFetch({
      status: 400,
      body: {error: 'Invalid fields', fields: {file: 'Choose a PDF, Word, Excel, PowerPoint, plain text or image file'}},
    });
    const {user, submit} = setup();
    await fillValidApplication(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send application. Please try again.');
    expect(describedErrors(screen.getByLabelText('Resume'))).toEqual(['Choose a PDF, Word, Excel, PowerPoint, plain text or image file']);
    expect(screen.getByLabelText('Resume')).toHaveFocus();
  });

  it('says on the resume field, once, that files cannot be received while the server pauses uploads (issue 65, D105)', async () => {
    const calls = mockFetch({status: 507, body: {error: ruleMessages.uploadsPaused, fields: {file: ruleMessages.uploadsPaused}}});
    const {user, submit} = setup();
    await fillValidApplication(user);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send application. Please try again.');
    // The form's own words, which it translates (form.error.uploadsPaused in i18n/hi/code.json), sent once.
    expect(describedErrors(screen.getByLabelText('Resume'))).toEqual([formErrorMessages.uploadsPaused]);
    expect(formErrorMessages.uploadsPaused).toMatch(/send your enquiry without files/);
    expect(calls).toHaveLength(1);
  });
});
