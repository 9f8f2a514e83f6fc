import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignupStrip from '@site/pages/_home/SignupStrip';

/** Resolves a pending request when the test says so, to see the busy state. */
function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

function jsonResponse(status: number, body: unknown = {}): Response {
  return {ok: status >= 200 && status < 300, status, json: async () => body} as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<SignupStrip />);
  await user.type(screen.getByRole('textbox', {name: 'Email address'}), email);
  await user.click(screen.getByRole('button', {name: 'Subscribe'}));
  return user;
}

describe('SignupStrip (docs/product.md §6, D15, D19)', () => {
  it('has a labelled, required e-mail field checked by the browser, and hides the honeypot from everyone', () => {
    render(<SignupStrip />);
    const email = screen.getByRole('textbox', {name: 'Email address'});
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('heading', {level: 2, name: 'Stay up to date'})).toBeInTheDocument();
    // The honeypot is outside the accessibility tree and the tab order.
    expect(screen.getAllByRole('textbox')).toEqual([email]);
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('posts the e-mail to the newsletter endpoint, shows the busy state, then asks in a live region to confirm by e-mail', async () => {
    const response = deferredResponse();
    fetchMock.mockReturnValueOnce(response.promise);
    await subscribe('ada@example.com');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter-signup');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({email: 'ada@example.com', locale: 'en', website: ''});
    const busy = screen.getByRole('button', {name: 'Please wait...'});
    expect(busy).toHaveAttribute('aria-disabled', 'true');

    response.resolve(jsonResponse(201));
    const confirmation = 'Almost done: check your inbox and follow the link we sent to confirm your subscription.';
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(confirmation);
    expect(screen.getByRole('button', {name: 'Subscribe'})).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', {name: 'Email address'})).toHaveValue('');
  });

  it('says so when the server turns the sign-up down, and keeps the address', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {error: 'Internal'}));
    await subscribe('ada@example.com');
    expect(await screen.findByText('Subscription failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Subscription failed. Please try again.');
    expect(screen.getByRole('textbox', {name: 'Email address'})).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', {name: 'Subscribe'})).toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await subscribe('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Subscription failed. Please try again.');
  });

  it('does not send an invalid address: the browser validation stops the form', async () => {
    await subscribe('not-an-address');
    expect(screen.getByRole('textbox', {name: 'Email address'})).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
