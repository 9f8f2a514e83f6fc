import {useEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {FormProvider, type FieldValues, type Path, type UseFormReturn} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {honeypotField} from '@site/src/forms/honeypot';
import {HoneypotField} from './fields';
import styles from '@site/src/css/formField.module.css';

/** The frame every site form shares: its notes, the fields' grid, the honeypot, the submit row and its live region. */

/**
 * True once React runs in the browser; the pre-rendered HTML (JavaScript off) has false.
 * Not Docusaurus's useIsBrowser: that turns true when the page root hydrates,
 * but the forms hydrate later (islands, src/forms/formIsland.tsx), and their first render
 * must still match the HTML's disabled button.
 */
export function useHasHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export type FormStatusMessage = {tone: 'success' | 'error'; text: string} | null;

interface SubmitRowProps {
  label: string;
  busy: boolean;
  status: FormStatusMessage;
}

/**
 * The submit button and, next to it, the live region that announces the
 * outcome (D11). While busy the button reads "Please wait..." and is disabled
 * (docs/product.md §5). Without JavaScript the button stays disabled: the form cannot
 * be sent, and the form's noscript note says how to reach the company instead.
 */
export function SubmitRow({label, busy, status}: SubmitRowProps): ReactNode {
  const hydrated = useHasHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A disabled button loses focus; give it back so keyboard users keep their place.
    if (!busy && status && (document.activeElement === document.body || document.activeElement === null)) {
      buttonRef.current?.focus();
    }
  }, [busy, status]);
  return (
    <div className={styles.submitRow}>
      <button ref={buttonRef} type="submit" className={styles.submit} disabled={busy || !hydrated}>
        {busy ? translate({id: 'form.submit.busy', message: 'Please wait...'}) : label}
      </button>
      <p
        role="status"
        className={clsx(styles.status, status?.tone === 'success' && styles.success, status?.tone === 'error' && styles.failure)}>
        {status?.text}
      </p>
    </div>
  );
}

/** The two-column grid the fields sit in on wide screens. */
export function FieldGrid({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}

/** The note above a form: every field is needed (or, given `children`, what is). */
export function RequiredNote({children}: {children?: string}): ReactNode {
  return <p className={styles.note}>{children ?? translate({id: 'form.requiredNote', message: 'All fields are required.'})}</p>;
}

/** With JavaScript off the form cannot send; this says so and what to do instead. */
export function NoScriptNote({children}: {children: string}): ReactNode {
  return (
    <noscript>
      <p className={styles.noscript}>{children}</p>
    </noscript>
  );
}

interface SiteFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What to do instead with JavaScript off (NoScriptNote). */
  noScript: string;
  /** Shown after the noscript note, such as a link for visitors without JavaScript. */
  afterNoScript?: ReactNode;
  /** The required-fields note, when not "All fields are required." */
  requiredNote?: string;
  /** Prefix of the field ids, as in PersonFields ("contact", "career", "quote"). */
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  status: FormStatusMessage;
  /** Shown between the honeypot and the submit button (the upload's progress). */
  beforeSubmit?: ReactNode;
  /** The form's own fields, laid out in the FieldGrid. */
  children: ReactNode;
}

/**
 * The frame every site form shares (docs/product.md §5, D11, D19): an unvalidated
 * native form with its name, the noscript and required notes, the fields'
 * grid, the honeypot and the submit row with its live region.
 */
export function SiteForm<T extends FieldValues>(props: SiteFormProps<T>): ReactNode {
  const {form, label, onSubmit, noScript, afterNoScript, requiredNote, idPrefix, submitLabel, busy, status, beforeSubmit, children} = props;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={label}>
        <NoScriptNote>{noScript}</NoScriptNote>
        {afterNoScript}
        <RequiredNote>{requiredNote}</RequiredNote>
        <FieldGrid>{children}</FieldGrid>
        {/* Every form's values hold the honeypot (WithHoneypot); a generic T cannot show it to TypeScript. */}
        <HoneypotField id={`${idPrefix}-${honeypotField}`} registration={form.register(honeypotField as Path<T>)} />
        {beforeSubmit}
        <SubmitRow label={submitLabel} busy={busy} status={status} />
      </form>
    </FormProvider>
  );
}
