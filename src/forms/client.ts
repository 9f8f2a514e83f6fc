import {useCallback, useRef} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {QuoteFileProblem} from './quoteRules';

/** D12: every request is given up after 50 s. */
export const requestTimeoutMs = 50_000;

/** The forms API's paths (docs/product.md §7, D10, D15). */
export const formsApiPaths = {
  contactSheet: '/googleSheet-contact-form',
  contact: '/contact-form',
  careers: '/careers-form',
  newsletter: '/newsletter-signup',
  quote: '/quote-request',
} as const;

/** One uploaded file the server refused, by its place in the request (issue 13). */
export interface ServerFileError {
  index: number;
  name: string;
  error: QuoteFileProblem;
}

export type SubmitResult =
  | {ok: true; status: number; body: unknown}
  /** status is absent when the request never got an answer (network error, timeout, cancelled). */
  | {
      ok: false;
      status?: number;
      fields?: Record<string, string>;
      fileErrors?: ServerFileError[];
      timedOut?: boolean;
      cancelled?: boolean;
    };

/** The failure answer's `fields` and `fileErrors` (D19), whatever else the body holds. */
function failureDetails(body: unknown): {fields?: Record<string, string>; fileErrors?: ServerFileError[]} {
  if (!body || typeof body !== 'object') return {};
  const {fields, fileErrors} = body as {fields?: unknown; fileErrors?: unknown};
  return {
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    fileErrors: Array.isArray(fileErrors) ? (fileErrors as ServerFileError[]) : undefined,
  };
}

/** The forms API base URL fixed at build time (FORMS_API_URL, default `/api`). */
export function useFormsApiUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.formsApiUrl;
  return typeof configured === 'string' ? configured.replace(/\/$/, '') : '/api';
}

interface PostOptions {
  timeoutMs?: number;
  /** Sent as the Idempotency-Key header: the same on every retry of one submission. */
  idempotencyKey?: string;
  /**
   * Extra attempts after a transient failure (no answer, 429 or 5xx), one
   * second apart and then two: only for a call that is safe to repeat.
   */
  retries?: number;
}

/** A failure another attempt may get past: the network, a busy or restarting server. */
function isTransient(result: SubmitResult): boolean {
  return !result.ok && (result.status === undefined || result.status === 429 || result.status >= 500);
}

/** The delay before retry number `retry` (1, 2, …). */
const retryDelayMs = (retry: number) => 1_000 * retry;

/**
 * Posts JSON (a plain object) or multipart form data (FormData) to the forms API.
 * Never throws: a failure of any kind comes back as `{ok: false}` so the form
 * can show its message and clear its busy state (D11 to D13).
 */
export async function postToFormsApi(
  baseUrl: string,
  path: (typeof formsApiPaths)[keyof typeof formsApiPaths],
  payload: Record<string, unknown> | FormData,
  {timeoutMs = requestTimeoutMs, idempotencyKey, retries = 0}: PostOptions = {},
): Promise<SubmitResult> {
  let result = await postOnce(`${baseUrl}${path}`, payload, timeoutMs, idempotencyKey);
  for (let retry = 1; retry <= retries && isTransient(result); retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry)));
    result = await postOnce(`${baseUrl}${path}`, payload, timeoutMs, idempotencyKey);
  }
  return result;
}

async function postOnce(
  url: string,
  payload: Record<string, unknown> | FormData,
  timeoutMs: number,
  idempotencyKey?: string,
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const isMultipart = typeof FormData !== 'undefined' && payload instanceof FormData;
    const headers: Record<string, string> = {Accept: 'application/json'};
    if (!isMultipart) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: isMultipart ? payload : JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return {ok: true, status: response.status, body};
    return {ok: false, status: response.status, ...failureDetails(body)};
  } catch {
    return {ok: false, timedOut: controller.signal.aborted};
  } finally {
    clearTimeout(timer);
  }
}

interface UploadOptions {
  idempotencyKey?: string;
  /** Called as the body goes out: bytes sent and bytes in all. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting it cancels the upload; the result then has `cancelled`. */
  signal?: AbortSignal;
  /**
   * The upload is given up when no byte has gone out (or, once sent, no
   * answer has come) for this long. A large file on a slow line may take many
   * minutes in all, so there is no limit on the whole.
   */
  stallTimeoutMs?: number;
}

/**
 * Posts multipart form data with upload progress (fetch cannot report it),
 * for forms that send large files. Never throws, like postToFormsApi.
 */
export function uploadToFormsApi(
  baseUrl: string,
  path: (typeof formsApiPaths)[keyof typeof formsApiPaths],
  body: FormData,
  {idempotencyKey, onProgress, signal, stallTimeoutMs = requestTimeoutMs}: UploadOptions = {},
): Promise<SubmitResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        timedOut = true;
        request.abort();
      }, stallTimeoutMs);
    };
    const finish = (result: SubmitResult) => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', cancel);
      resolve(result);
    };
    const cancel = () => request.abort();

    request.open('POST', `${baseUrl}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);
    request.upload.addEventListener('progress', (event) => {
      armStallTimer();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) finish({ok: true, status: request.status, body: parsed});
      else finish({ok: false, status: request.status, ...failureDetails(parsed)});
    });
    request.addEventListener('error', () => finish({ok: false}));
    request.addEventListener('abort', () => finish({ok: false, timedOut, cancelled: !timedOut}));
    if (signal?.aborted) {
      finish({ok: false, cancelled: true});
      return;
    }
    signal?.addEventListener('abort', cancel);
    armStallTimer();
    request.send(body);
  });
}

/** A random key for one submission (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per submission: while the visitor retries the same
 * answers the key stays, so the server stores them once however many
 * attempts reach it; changed answers are a new submission with a new key.
 */
export function useIdempotencyKey(): {keyFor: (answers: string) => string; forget: () => void} {
  const current = useRef<{key: string; answers: string} | null>(null);
  const keyFor = useCallback((answers: string) => {
    if (current.current?.answers !== answers) current.current = {key: newIdempotencyKey(), answers};
    return current.current.key;
  }, []);
  const forget = useCallback(() => {
    current.current = null;
  }, []);
  return {keyFor, forget};
}
