import {useEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {FormProvider, useFormContext, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {honeypotField} from '@site/src/forms/honeypot';
import HoneypotInput from '@site/src/forms/HoneypotInput';
import {errorText} from '@site/src/forms/messages';
import {countryCodes, validateCountryCode, validateEmail, validateName, validatePhone} from '@site/src/forms/rules';
import styles from '@site/src/css/formField.module.css';

/**
 * The pieces the contact and career forms share (D11, D12, D17): labelled
 * fields whose errors are tied to them, the country code + phone pair, the
 * honeypot, the submit button with its busy state and the live region.
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
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
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
}

export function SelectField({id, label, registration, options, placeholder, error, hint, wide, defaultValue}: SelectFieldProps): ReactNode {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} wide={wide}>
      {(aria) => (
        <select
          id={id}
          className={clsx(styles.control, styles.select)}
          aria-required="true"
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

/** docs/product.md §6: the five country codes, shown as "+91 India". The value is the country id, since +1 serves two countries. */
function countryCodeOptions(): SelectOption[] {
  const countryNames: Record<(typeof countryCodes)[number]['id'], string> = {
    IN: translate({id: 'form.country.india', message: 'India'}),
    US: translate({id: 'form.country.unitedStates', message: 'United States'}),
    GB: translate({id: 'form.country.unitedKingdom', message: 'United Kingdom'}),
    CA: translate({id: 'form.country.canada', message: 'Canada'}),
    AU: translate({id: 'form.country.australia', message: 'Australia'}),
  };
  return countryCodes.map((code) => ({value: code.id, label: `${code.dialCode} ${countryNames[code.id]}`}));
}

interface PhoneFieldsProps {
  /** Prefix of the two controls' ids, e.g. "contact". */
  idPrefix: string;
  countryCode: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  countryCodeError?: string;
  phoneError?: string;
}

/** The country code and the 10-digit number, sent together as `<code> <number>` (D14). */
export function PhoneFields({idPrefix, countryCode, phone, countryCodeError, phoneError}: PhoneFieldsProps): ReactNode {
  return (
    <div className={clsx(styles.phone, styles.wide)}>
      <SelectField
        id={`${idPrefix}-country-code`}
        label={translate({id: 'form.field.countryCode', message: 'Country code'})}
        placeholder={translate({id: 'form.field.countryCode.placeholder', message: 'Select a code'})}
        options={countryCodeOptions()}
        registration={countryCode}
        error={countryCodeError}
      />
      <TextField
        id={`${idPrefix}-phone`}
        // The number without its country code is `tel-national`, which the HTML
        // standard allows on text controls but not on type=tel (only `tel`, the
        // number with its country code, is in the Tel control group). So a text
        // input with the digit keypad, and browsers still offer the number (issue 32).
        type="text"
        label={translate({id: 'form.field.phone', message: 'Phone number'})}
        hint={translate({id: 'form.field.phone.hint', message: '10 digits, without the country code'})}
        autoComplete="tel-national"
        inputMode="numeric"
        registration={phone}
        error={phoneError}
      />
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

/** The company name, with the contact form's rules (docs/product.md §6); the quote form asks it the same way. */
export function CompanyField({id, registration, error}: {id: string; registration: UseFormRegisterReturn; error?: string}): ReactNode {
  return (
    <TextField
      id={id}
      label={translate({id: 'form.field.companyName', message: 'Company name'})}
      autoComplete="organization"
      registration={registration}
      error={error}
    />
  );
}

/** The fields both forms start with. */
export interface PersonValues {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
}

interface PersonFieldsProps {
  /** Prefix of the controls' ids, e.g. "contact". */
  idPrefix: string;
  /** docs/product.md §6: the careers form words its email pattern message differently. */
  emailRules: 'contact' | 'career';
}

/**
 * Name, email, country code and phone, with docs/product.md §6's rules. Reads
 * the form from its FormProvider: the caller's form has these four fields and
 * more, and this part only knows the four.
 */
export function PersonFields({idPrefix, emailRules}: PersonFieldsProps): ReactNode {
  const {register, formState, trigger} = useFormContext<PersonValues>();
  const error = (field: keyof PersonValues) => errorText(formState.errors[field]?.message);
  const countryCode = register('countryCode', {validate: (value) => validateCountryCode(value)});
  // docs/product.md §5: the country code is checked when its select loses focus (the
  // other fields are checked as the visitor types, in the form's onChange mode).
  const countryCodeCheckedOnBlur: UseFormRegisterReturn = {
    ...countryCode,
    onBlur: async (event) => {
      await countryCode.onBlur(event);
      await trigger('countryCode');
    },
  };
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={translate({id: 'form.field.name', message: 'Name'})}
        autoComplete="name"
        registration={register('name', {validate: (value) => validateName(value)})}
        error={error('name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={translate({id: 'form.field.email', message: 'Email'})}
        autoComplete="email"
        inputMode="email"
        registration={register('email', {validate: (value) => validateEmail(value, emailRules)})}
        error={error('email')}
      />
      <PhoneFields
        idPrefix={idPrefix}
        countryCode={countryCodeCheckedOnBlur}
        phone={register('phone', {validate: (value) => validatePhone(value)})}
        countryCodeError={error('countryCode')}
        phoneError={error('phone')}
      />
    </>
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
