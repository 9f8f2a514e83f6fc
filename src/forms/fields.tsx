import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {UseFormRegisterReturn} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import HoneypotInput from '@site/src/forms/HoneypotInput';
import {errorSuggestion} from '@site/src/forms/messages';
import styles from '@site/src/css/formField.module.css';

/**
 * The form kit's fields (D11, D12, D17; issue 41): each labelled, with its
 * hint and its error tied to it, and the honeypot (D19). The forms built from
 * them are islands (./formIsland.tsx); ./personFields.tsx holds the fields the
 * contact, career and quote forms ask alike, ./SiteForm.tsx the frame.
 */

interface FieldShellProps {
  id: string;
  label: string;
  /** The error text to show; its presence marks the field invalid. */
  error?: string;
  /** Help shown under the control and read with it. */
  hint?: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
  children: (describedBy: {'aria-invalid': boolean; 'aria-describedby'?: string}) => ReactNode;
}

/** Label, hint and error around one control; the control gets aria-invalid and aria-describedby. */
function FieldShell({id, label, error, hint, wide = false, children}: FieldShellProps): ReactNode {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suggestion = errorSuggestion(error);
  const suggestionId = `${id}-suggestion`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined, suggestion ? suggestionId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({'aria-invalid': Boolean(error), 'aria-describedby': describedBy})}
      {/* After the control, so the controls of a row line up whatever their hints. */}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {/* WCAG 3.3.3 (D113): how to put the entry right, where the error's own words do not say. */}
      {suggestion && (
        <p id={suggestionId} className={clsx(styles.hint, styles.suggestion)}>
          {suggestion}
        </p>
      )}
    </div>
  );
}

/** A field's error message with its icon; `id` is what the control's aria-describedby names. */
export function FieldError({id, children}: {id: string; children: string}): ReactNode {
  return (
    <p id={id} className={styles.error}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" className={styles.errorIcon}>
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z" />
      </svg>
      {children}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  wide?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  maxLength?: number;
  /** The earliest date a date field offers (YYYY-MM-DD). */
  min?: string;
  /** False for a field that may be left empty: its label says "(optional)". */
  required?: boolean;
}

/** The label of a field that may be left empty. */
function optionalLabel(label: string): string {
  return translate({id: 'form.field.optional', message: '{label} (optional)'}, {label});
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  wide,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  required = true,
}: TextFieldProps): ReactNode {
  return (
    <FieldShell id={id} label={required ? label : optionalLabel(label)} error={error} hint={hint} wide={wide}>
      {(aria) => (
        <input
          id={id}
          type={type}
          className={styles.control}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          aria-required={required ? 'true' : undefined}
          {...aria}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
}

/** A multi-line field across the whole form row. */
export function TextAreaField({id, label, registration, error, hint, rows = 5, required = true}: TextAreaFieldProps): ReactNode {
  return (
    <FieldShell id={id} label={required ? label : optionalLabel(label)} error={error} hint={hint} wide>
      {(aria) => (
        <textarea
          id={id}
          rows={rows}
          className={clsx(styles.control, styles.textarea)}
          aria-required={required ? 'true' : undefined}
          {...aria}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** The first, empty option, e.g. "Select a position". */
  placeholder: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  /** The option chosen in the pre-rendered page, before the form's code runs (the form's default value). */
  defaultValue?: string;
  /** The visitor's own detail the field asks for (WCAG 1.3.5), e.g. `tel-country-code`. */
  autoComplete?: string;
}

export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  wide,
  defaultValue,
  autoComplete,
}: SelectFieldProps): ReactNode {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} wide={wide}>
      {(aria) => (
        // The wrapper draws the chevron (D87): a drawing in the select's own
        // background is a whole SVG document the page builds at its first style pass.
        <span className={styles.selectFrame}>
          <select
            id={id}
            className={clsx(styles.control, styles.select)}
            aria-required="true"
            autoComplete={autoComplete}
            defaultValue={defaultValue}
            {...aria}
            {...registration}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </FieldShell>
  );
}

interface FileFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  accept: string;
  hint?: string;
  error?: string;
}

/** The name shown beside the button: the chosen file's, or that none is chosen. */
function chosenFileName(input: HTMLInputElement | null): string | undefined {
  return input?.files?.[0]?.name;
}

export function FileField({id, label, registration, accept, hint, error}: FileFieldProps): ReactNode {
  const input = useRef<HTMLInputElement | null>(null);
  const [fileName, setFileName] = useState<string | undefined>();
  useEffect(() => {
    // A file picked before the form's code ran is already in the input.
    setFileName(chosenFileName(input.current));
    // The form's reset after a sent application empties the input without a change event.
    const form = input.current?.form;
    const clear = () => setFileName(undefined);
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, []);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} wide>
      {(aria) => (
        <div className={styles.fileZone}>
          <input
            id={id}
            type="file"
            accept={accept}
            className={styles.fileInput}
            aria-required="true"
            {...aria}
            {...registration}
            ref={(element) => {
              input.current = element;
              registration.ref(element);
            }}
            onChange={(event) => {
              setFileName(chosenFileName(event.currentTarget));
              return registration.onChange(event);
            }}
          />
          {/* What a sighted visitor sees; the input itself, transparent on top, is what is read and pressed. */}
          <span className={styles.fileButton} aria-hidden="true">
            {translate({id: 'formField.file.choose', message: 'Choose a file'})}
          </span>
          <span className={styles.fileStatus} aria-hidden="true">
            {fileName ?? translate({id: 'formField.file.none', message: 'No file chosen'})}
          </span>
        </div>
      )}
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** What ticking the box means, read after the label. */
  hint?: string;
}

/** An optional box, unticked until the visitor ticks it, across the whole form row. */
export function CheckboxField({id, label, registration, hint}: CheckboxFieldProps): ReactNode {
  const hintId = `${id}-hint`;
  return (
    <div className={clsx(styles.field, styles.wide)}>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} {...registration} />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** D19: the forms' honeypot, registered with react-hook-form under `honeypotField`. */
export function HoneypotField({id, registration}: {id: string; registration: UseFormRegisterReturn}): ReactNode {
  return (
    <HoneypotInput
      id={id}
      className="ts-visually-hidden"
      label={translate({id: 'form.honeypot.label', message: 'Leave this field empty'})}
      {...registration}
    />
  );
}
