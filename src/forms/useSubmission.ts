import {useCallback, useRef, useState} from 'react';
import {useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn} from 'react-hook-form';
import type {FormStatusMessage} from '@site/src/forms/SiteForm';
import {useFormsApiUrl, useIdempotencyKey} from './client';
import {siteFormOptions} from './formOptions';
import type {honeypotField} from './honeypot';
import {errorText} from './messages';
import {ruleMessages} from './rules';

/**
 * The busy flag and the outcome message of one form (docs/product.md §5, D11 to D13).
 * `run` ignores a second submit while one is under way.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusMessage>(null);
  const busyRef = useRef(false);

  const run = useCallback(async (send: () => Promise<FormStatusMessage>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    // Cleared first, so the same message twice in a row is announced again.
    setStatus(null);
    setBusy(true);
    try {
      setStatus(await send());
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  return {busy, status, run};
}

/**
 * Shows the server's field errors (400 with `fields`, D19) on their fields and
 * moves focus to the first of them in page order. The wire's `phoneNumber`
 * holds two controls: a country-code message goes to the select, others to the number.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: Record<string, string> | undefined,
  /** The form's fields in page order. */
  order: readonly Path<T>[],
): void {
  if (!fields) return;
  const invalid = new Set<string>();
  for (const [wireField, message] of Object.entries(fields)) {
    const name = wireField === 'phoneNumber' ? (message === ruleMessages.countryCodeRequired ? 'countryCode' : 'phone') : wireField;
    const field = order.find((candidate) => candidate === name);
    if (!field) continue;
    form.setError(field, {type: 'server', message});
    invalid.add(field);
  }
  const first = order.find((field) => invalid.has(field));
  if (first) form.setFocus(first);
}

/**
 * D17: after a failed submit, focus goes to the first invalid field in page
 * order. (react-hook-form's own focusing follows registration order, which
 * differs from page order when fields come from child components.)
 */
export function focusFirstError<T extends FieldValues>(form: UseFormReturn<T>, order: readonly Path<T>[]) {
  return (errors: Partial<Record<string, unknown>>): void => {
    const first = order.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };
}

/** What every form's values hold besides its own fields: the honeypot (D19). */
export type WithHoneypot = FieldValues & Record<typeof honeypotField, string>;

/**
 * What the contact, careers and quote forms each set up the same way: the form
 * with the site's options, the API's URL, the busy flag and outcome message, the
 * idempotency key (a retry of the same answers reuses it, so the server stores
 * them once) and a field's translated error.
 */
export function useSiteForm<T extends WithHoneypot>(defaultValues: DefaultValues<T>) {
  const apiUrl = useFormsApiUrl();
  const form = useForm<T>({...siteFormOptions, defaultValues});
  const {busy, status, run} = useSubmission();
  const {keyFor, forget} = useIdempotencyKey();
  const errors: Partial<Record<string, {message?: unknown}>> = form.formState.errors;
  const error = (field: Path<T>) => {
    const message = errors[field]?.message;
    return errorText(typeof message === 'string' ? message : undefined);
  };
  return {apiUrl, form, busy, status, run, keyFor, forget, error};
}
