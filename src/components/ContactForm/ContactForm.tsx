import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {SelectField, TextAreaField} from '@site/src/forms/fields';
import {CompanyField, PersonFields} from '@site/src/forms/personFields';
import {SiteForm} from '@site/src/forms/SiteForm';
import {formsApiPaths, postToFormsApi} from '@site/src/forms/client';
import {honeypotField} from '@site/src/forms/honeypot';
import {
  enquiryPurposes,
  formatPhoneNumber,
  validateCompany,
  validateEnquiry,
  validateMessage,
  type ContactEnquiry,
  type CountryCodeId,
} from '@site/src/forms/rules';
import {focusFirstError, showServerFieldErrors, useSiteForm} from '@site/src/forms/useSubmission';

interface ContactFormValues {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  companyName: string;
  enquiries: string;
  message: string;
  /** The honeypot (D19). */
  [honeypotField]: string;
}

const fieldOrder = ['name', 'email', 'countryCode', 'phone', 'companyName', 'enquiries', 'message'] as const;

/** The second call only acknowledges a stored enquiry: repeating it is harmless, and it need not wait 50 s. */
const acknowledgeOptions = {timeoutMs: 10_000, retries: 2};

/** The reference the spreadsheet call answered (`{ok, id}`). */
function referenceOf(body: unknown): string {
  return body && typeof body === 'object' && 'id' in body && typeof body.id === 'string' ? body.id : '';
}

const emptyValues: ContactFormValues = {
  name: '',
  email: '',
  countryCode: '',
  phone: '',
  companyName: '',
  enquiries: '',
  message: '',
  [honeypotField]: '',
};

/** docs/product.md §6, D14: the option value is the English label, so `enquiries` is never empty. */
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
 * The contact enquiry (docs/product.md §5, §6, §7): validated as the visitor types,
 * posted to the spreadsheet endpoint, which stores it and answers its
 * reference, then, on 200, that reference is acknowledged on the contact endpoint.
 */
export default function ContactForm(): ReactNode {
  const {apiUrl, form, busy, status, run, keyFor, forget, error} = useSiteForm<ContactFormValues>(emptyValues);
  const {register, handleSubmit, reset} = form;

  const send = (values: ContactFormValues) =>
    run(async () => {
      // The JSON of docs/product.md §7, the optional message, and the honeypot, which the server checks (D19).
      const enquiry: Record<keyof ContactEnquiry | typeof honeypotField, string> = {
        name: values.name.trim(),
        phoneNumber: formatPhoneNumber(values.countryCode as CountryCodeId, values.phone),
        email: values.email.trim(),
        companyName: values.companyName.trim(),
        enquiries: values.enquiries,
        message: values.message.trim(),
        [honeypotField]: values[honeypotField],
      };
      // A retry of the same answers reuses the key, so the server stores them once.
      const idempotencyKey = keyFor(JSON.stringify(enquiry));
      const sheet = await postToFormsApi(apiUrl, formsApiPaths.contactSheet, enquiry, {idempotencyKey});
      // docs/product.md §7: only a 200 from the spreadsheet call leads to the second call.
      if (sheet.ok && sheet.status === 200) {
        // The enquiry and its notification are stored now; the second call only
        // acknowledges the reference, so its failure is retried, not reported.
        await postToFormsApi(apiUrl, formsApiPaths.contact, {...enquiry, reference: referenceOf(sheet.body)}, acknowledgeOptions);
        forget();
        reset();
        return {tone: 'success', text: translate({id: 'contactForm.success', message: 'Form Submitted Successfully'})};
      }
      showServerFieldErrors(form, sheet.ok ? undefined : sheet.fields, fieldOrder);
      return {tone: 'error', text: translate({id: 'contactForm.failure', message: 'Form Submission Failed!'})};
    });

  return (
    <SiteForm
      form={form}
      label={translate({id: 'contactForm.name', message: 'Contact form'})}
      onSubmit={handleSubmit(send, focusFirstError(form, fieldOrder))}
      noScript={translate({
        id: 'contactForm.noscript',
        message:
          'This form needs JavaScript to send your enquiry. Turn JavaScript on to use it, or visit one of our offices listed on this page.',
      })}
      idPrefix="contact"
      requiredNote={translate({id: 'contactForm.requiredNote', message: 'All fields are required except the message.'})}
      submitLabel={translate({id: 'contactForm.submit', message: 'Send Enquiry'})}
      busy={busy}
      status={status}>
      <PersonFields idPrefix="contact" emailRules="contact" />
      <CompanyField
        id="contact-company"
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
      <TextAreaField
        id="contact-message"
        label={translate({id: 'contactForm.field.message', message: 'Message'})}
        hint={translate({
          id: 'contactForm.field.message.hint',
          message: 'A short description of the product and your timeline helps us reply with the right specialist. Up to 2,000 characters.',
        })}
        required={false}
        registration={register('message', {validate: (value) => validateMessage(value)})}
        error={error('message')}
      />
    </SiteForm>
  );
}
