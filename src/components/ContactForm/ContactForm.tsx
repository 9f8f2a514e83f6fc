import type {ReactNode} from 'react';
import {useForm} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {
  FieldGrid,
  HoneypotField,
  NoScriptNote,
  PersonFields,
  RequiredNote,
  SelectField,
  SubmitRow,
  TextField,
} from '@site/src/components/FormField';
import {formsApiPaths, postToFormsApi, useFormsApiUrl} from '@site/src/forms/client';
import {siteFormOptions} from '@site/src/forms/formOptions';
import {errorText} from '@site/src/forms/messages';
import {
  enquiryPurposes,
  formatPhoneNumber,
  validateCompany,
  validateEnquiry,
  type ContactEnquiry,
  type CountryCodeId,
} from '@site/src/forms/rules';
import {focusFirstError, showServerFieldErrors, useSubmission} from '@site/src/forms/useSubmission';

interface ContactFormValues {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  companyName: string;
  enquiries: string;
  /** The honeypot (D19). */
  website: string;
}

const fieldOrder = ['name', 'email', 'countryCode', 'phone', 'companyName', 'enquiries'] as const;

const emptyValues: ContactFormValues = {name: '', email: '', countryCode: '', phone: '', companyName: '', enquiries: '', website: ''};

/** SPEC.md §3, D14: the option value is the English label, so `enquiries` is never empty. */
function enquiryOptions() {
  const labels: Record<(typeof enquiryPurposes)[number], string> = {
    'Web Accessibility': translate({id: 'form.enquiry.webAccessibility', message: 'Web Accessibility'}),
    'Document Accessibility': translate({id: 'form.enquiry.documentAccessibility', message: 'Document Accessibility'}),
    'InDesign Accessibility': translate({id: 'form.enquiry.inDesignAccessibility', message: 'InDesign Accessibility'}),
    Testing: translate({id: 'form.enquiry.testing', message: 'Testing'}),
    'Cyber Security': translate({id: 'form.enquiry.cyberSecurity', message: 'Cyber Security'}),
  };
  return enquiryPurposes.map((purpose) => ({value: purpose, label: labels[purpose]}));
}

/**
 * The contact enquiry (SPEC.md §4, §5, §7): validated as the visitor types,
 * posted to the spreadsheet endpoint and, on 200, to the contact endpoint.
 */
export default function ContactForm(): ReactNode {
  const apiUrl = useFormsApiUrl();
  const form = useForm<ContactFormValues>({...siteFormOptions, defaultValues: emptyValues});
  const {register, handleSubmit, reset, formState} = form;
  const {busy, status, run} = useSubmission();
  const error = (field: keyof ContactFormValues) => errorText(formState.errors[field]?.message);

  const send = (values: ContactFormValues) =>
    run(async () => {
      // The JSON of SPEC.md §7 plus the honeypot, which the server checks (D19).
      const enquiry: Record<keyof ContactEnquiry | 'website', string> = {
        name: values.name.trim(),
        phoneNumber: formatPhoneNumber(values.countryCode as CountryCodeId, values.phone),
        email: values.email.trim(),
        companyName: values.companyName.trim(),
        enquiries: values.enquiries,
        website: values.website,
      };
      const sheet = await postToFormsApi(apiUrl, formsApiPaths.contactSheet, enquiry);
      // SPEC.md §7: only a 200 from the spreadsheet call leads to the second call.
      const result = sheet.ok && sheet.status === 200 ? await postToFormsApi(apiUrl, formsApiPaths.contact, enquiry) : sheet;
      if (result.ok) {
        reset();
        return {tone: 'success', text: translate({id: 'contactForm.success', message: 'Form Submitted Successfully'})};
      }
      showServerFieldErrors(form, result.fields, fieldOrder);
      return {tone: 'error', text: translate({id: 'contactForm.failure', message: 'Form Submission Failed!'})};
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send, focusFirstError(form, fieldOrder))}
      aria-label={translate({id: 'contactForm.name', message: 'Contact form'})}
    >
      <NoScriptNote>
        {translate({
          id: 'contactForm.noscript',
          message: 'This form needs JavaScript to send your enquiry. Turn JavaScript on to use it, or visit one of our offices listed on this page.',
        })}
      </NoScriptNote>
      <RequiredNote />
      <FieldGrid>
        <PersonFields form={form} idPrefix="contact" emailRules="contact" />
        <TextField
          id="contact-company"
          label={translate({id: 'form.field.companyName', message: 'Company name'})}
          autoComplete="organization"
          registration={register('companyName', {validate: (value) => validateCompany(value)})}
          error={error('companyName')}
        />
        <SelectField
          id="contact-enquiries"
          label={translate({id: 'form.field.enquiries', message: 'Purpose of contact'})}
          placeholder={translate({id: 'form.field.enquiries.placeholder', message: 'Select a purpose'})}
          options={enquiryOptions()}
          registration={register('enquiries', {validate: (value) => validateEnquiry(value)})}
          error={error('enquiries')}
        />
      </FieldGrid>
      <HoneypotField id="contact-website" registration={register('website')} />
      <SubmitRow label={translate({id: 'contactForm.submit', message: 'Send Enquiry'})} busy={busy} status={status} />
    </form>
  );
}
