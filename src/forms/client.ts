import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** D12: every request is given up after 50 s. */
export const requestTimeoutMs = 50_000;

/** The forms API's paths (SPEC.md §7, D10, D15). */
export const formsApiPaths = {
  contactSheet: '/googleSheet-contact-form',
  contact: '/contact-form',
  careers: '/careers-form',
  newsletter: '/newsletter-signup',
} as const;

export type SubmitResult =
  | {ok: true; status: number; body: unknown}
  /** status is absent when the request never got an answer (network error, timeout). */
  | {ok: false; status?: number; fields?: Record<string, string>; timedOut?: boolean};

/** The forms API base URL fixed at build time (FORMS_API_URL, default `/api`). */
export function useFormsApiUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.formsApiUrl;
  return typeof configured === 'string' ? configured.replace(/\/$/, '') : '/api';
}

/**
 * Posts JSON (a plain object) or multipart form data (FormData) to the forms API.
 * Never throws: a failure of any kind comes back as `{ok: false}` so the form
 * can show its message and clear its busy state (D11 to D13).
 */
export async function postToFormsApi(
  baseUrl: string,
  path: (typeof formsApiPaths)[keyof typeof formsApiPaths],
  payload: Record<string, unknown> | FormData,
  timeoutMs: number = requestTimeoutMs,
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const isMultipart = typeof FormData !== 'undefined' && payload instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: isMultipart ? {Accept: 'application/json'} : {Accept: 'application/json', 'Content-Type': 'application/json'},
      body: isMultipart ? payload : JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return {ok: true, status: response.status, body};
    const fields =
      body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object'
        ? (body.fields as Record<string, string>)
        : undefined;
    return {ok: false, status: response.status, fields};
  } catch {
    return {ok: false, timedOut: controller.signal.aborted};
  } finally {
    clearTimeout(timer);
  }
}
