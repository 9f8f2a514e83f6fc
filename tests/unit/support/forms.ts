import {act, screen} from '@testing-library/react';
import type {UserEvent} from '@testing-library/user-event';

/** What a mocked fetch answers: a status and a JSON body. */
export interface MockAnswer {
  status: number;
  body?: unknown;
}

function response({status, body = {}}: MockAnswer) {
  return {ok: status >= 200 && status < 300, status, json: async () => body};
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/**
 * Replaces fetch (the browser boundary) with a mock. Each call takes the next
 * answer: an answer object, 'network-error' (fetch rejects), 'hang' (never answers
 * until the request is aborted), or a promise the test resolves itself.
 */
export function mockFetch(...answers: (MockAnswer | 'network-error' | 'hang' | Promise<MockAnswer>)[]): FetchCall[] {
  const calls: FetchCall[] = [];
  const queue = [...answers];
  global.fetch = jest.fn((url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({url: String(url), init});
    const answer = queue.shift() ?? {status: 200};
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    return Promise.resolve(answer).then(response);
  }) as unknown as typeof fetch;
  return calls;
}

/** A promise with its resolve function, to hold a request open while the test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

/** Fills the fields both forms share with valid values. */
export async function fillPersonFields(user: UserEvent, {country = 'India', phone = '9876543210'} = {}): Promise<void> {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('Country code'), screen.getByRole('option', {name: new RegExp(`^\\+\\d+ ${country}$`)}));
  await user.type(screen.getByLabelText('Phone number'), phone);
}

/** The error text tied to a control through aria-describedby. */
export function describedErrors(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => Boolean(element) && element!.id.endsWith('-error'))
    .map((element) => element.textContent ?? '');
}

/**
 * Submits with a request that never answers (mockFetch('hang') and jest fake
 * timers set up by the caller), lets 50 s pass, and returns the live region.
 */
export async function submitAndWaitOutTimeout(submit: () => Promise<void>): Promise<HTMLElement> {
  await submit();
  expect(await screen.findByRole('button', {name: 'Please wait...'})).toBeDisabled();
  await act(async () => {
    jest.advanceTimersByTime(50_000);
  });
  return screen.findByRole('status');
}
