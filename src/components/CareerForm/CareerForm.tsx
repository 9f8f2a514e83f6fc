import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {CheckboxField, FileField, SelectField} from '@site/src/forms/fields';
import {PersonFields} from '@site/src/forms/personFields';
import {SiteForm} from '@site/src/forms/SiteForm';
import {jobs} from '@site/src/data/jobs';
import {formsApiPaths, postToFormsApi} from '@site/src/forms/client';
import {honeypotField} from '@site/src/forms/honeypot';
import {
  formatPhoneNumber,
  keepApplicationValue,
  positions,
  resumeAccept,
  validatePosition,
  validateResume,
  type CountryCodeId,
} from '@site/src/forms/rules';
import {focusFirstError, showServerFieldErrors, useSiteForm} from '@site/src/forms/useSubmission';

interface CareerFormValues {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  position: string;
  file: FileList | null;
  /** Consent to the longer period (Privacy Policy §3): unticked unless the visitor ticks it. */
  keepForFutureOpenings: boolean;
  /** The honeypot (D19). */
  [honeypotField]: string;
}

const fieldOrder = ['name', 'email', 'countryCode', 'phone', 'position', 'file'] as const;

const emptyValues: CareerFormValues = {
  name: '',
  email: '',
  countryCode: '',
  phone: '',
  position: '',
  file: null,
  keepForFutureOpenings: false,
  [honeypotField]: '',
};

/** docs/product.md §6: the positions, valued by their English title, labelled by the job's (translated) title. */
function positionOptions() {
  return positions.map((position) => ({value: position, label: jobs.find((job) => job.position === position)?.title ?? position}));
}

/**
 * The job application (docs/product.md §5, §6, §7; D13, D16): the resume is checked
 * in the browser, then everything goes as multipart form data to the careers endpoint.
 */
export default function CareerForm(): ReactNode {
  const {apiUrl, form, busy, status, run, keyFor, forget, error} = useSiteForm<CareerFormValues>(emptyValues);
  const {register, handleSubmit, reset} = form;

  const send = (values: CareerFormValues) =>
    run(async () => {
      const body = new FormData();
      body.append('name', values.name.trim());
      body.append('email', values.email.trim());
      body.append('phoneNumber', formatPhoneNumber(values.countryCode as CountryCodeId, values.phone));
      body.append('position', values.position);
      if (values.keepForFutureOpenings) body.append('keepForFutureOpenings', keepApplicationValue);
      body.append(honeypotField, values[honeypotField]);
      // validateResume has passed, so the file is there.
      const resume = values.file?.[0];
      if (resume) body.append('file', resume, resume.name);
      const answers = JSON.stringify([
        ...[values.name, values.email, values.countryCode, values.phone, values.position, values.keepForFutureOpenings],
        ...[resume?.name, resume?.size, resume?.lastModified],
      ]);
      const result = await postToFormsApi(apiUrl, formsApiPaths.careers, body, {idempotencyKey: keyFor(answers)});
      if (result.ok) {
        forget();
        reset();
        return {tone: 'success', text: translate({id: 'careerForm.success', message: 'Application submitted successfully'})};
      }
      showServerFieldErrors(form, result.fields, fieldOrder);
      return {tone: 'error', text: translate({id: 'careerForm.failure', message: 'Failed to send application. Please try again.'})};
    });

  return (
    <SiteForm
      form={form}
      label={translate({id: 'careerForm.name', message: 'Job application form'})}
      onSubmit={handleSubmit(send, focusFirstError(form, fieldOrder))}
      noScript={translate({
        id: 'careerForm.noscript',
        message:
          'This form needs JavaScript to send your application and resume. Turn JavaScript on to apply, or use the contact page to reach us.',
      })}
      idPrefix="career"
      // The box to keep an application longer is optional, and its hint says so (WCAG 3.3.2, issue 64).
      requiredNote={translate({id: 'careerForm.requiredNote', message: 'All fields are required except the box marked optional.'})}
      submitLabel={translate({id: 'careerForm.submit', message: 'Submit Application'})}
      busy={busy}
      status={status}>
      <PersonFields idPrefix="career" emailRules="career" />
      <SelectField
        id="career-position"
        label={translate({id: 'form.field.position', message: 'Position'})}
        placeholder={translate({id: 'form.field.position.placeholder', message: 'Select a position'})}
        options={positionOptions()}
        registration={register('position', {validate: (value) => validatePosition(value)})}
        error={error('position')}
        wide
      />
      <FileField
        id="career-resume"
        label={translate({id: 'form.field.resume', message: 'Resume'})}
        hint={translate({
          id: 'form.field.resume.hint',
          message: 'PDF, Word, Excel, PowerPoint, plain text or image file, up to 10 MB.',
        })}
        accept={resumeAccept}
        registration={register('file', {validate: (files) => validateResume(files?.[0])})}
        error={error('file')}
      />
      <CheckboxField
        id="career-keep"
        label={translate({id: 'careerForm.keep', message: 'Keep my application for future openings'})}
        hint={translate({
          id: 'careerForm.keep.hint',
          message:
            'Optional. We keep applications for 12 months after you apply; tick this and we keep yours for 24 months, so we can contact you about other positions. You can ask us to delete it at any time.',
        })}
        registration={register('keepForFutureOpenings')}
      />
    </SiteForm>
  );
}
