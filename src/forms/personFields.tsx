import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useFormContext, type UseFormRegisterReturn} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {errorText} from '@site/src/forms/messages';
import {countryCodes, validateCountryCode, validateEmail, validateName, validatePhone} from '@site/src/forms/rules';
import {SelectField, TextField, type SelectOption} from './fields';
import styles from '@site/src/css/formField.module.css';

/** The fields the contact, career and quote forms ask alike: the person, the phone, the company. */

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
        // WCAG 1.3.5: the country code is the visitor's own detail too (issue 64).
        autoComplete="tel-country-code"
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
