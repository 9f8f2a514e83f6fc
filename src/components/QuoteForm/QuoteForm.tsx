import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {SelectField, TextAreaField, TextField} from '@site/src/forms/fields';
import {CompanyField, PersonFields} from '@site/src/forms/personFields';
import {SiteForm} from '@site/src/forms/SiteForm';
import {contactCallToAction, paths} from '@site/src/data/navigation';
import {formsApiPaths, uploadToFormsApi, type ServerFileError} from '@site/src/forms/client';
import {honeypotField} from '@site/src/forms/honeypot';
import {
  checkQuoteFiles,
  documentTypes,
  isoDate,
  quoteFileProblem,
  targetStandards,
  validateDeadline,
  validateDocumentType,
  validateNotes,
  validatePages,
  validateTargetStandard,
  type DocumentType,
  type QuoteFileProblem,
  type QuoteRequestFields,
} from '@site/src/forms/quoteRules';
import {formatPhoneNumber, validateCompany, type CountryCodeId} from '@site/src/forms/rules';
import {showServerFieldErrors, useSiteForm} from '@site/src/forms/useSubmission';
import {FilePicker} from './FilePicker';
import {UploadProgress} from './UploadProgress';

/** The request's fields as the visitor fills them: the phone number in its two controls. */
type QuoteFormValues = Omit<QuoteRequestFields, 'phoneNumber'> & {
  countryCode: string;
  phone: string;
  /** Validated from the chosen files; react-hook-form holds no value for it. */
  files: string;
  /** The honeypot (D19). */
  [honeypotField]: string;
};

const fieldOrder = [
  'name',
  'email',
  'countryCode',
  'phone',
  'companyName',
  'documentType',
  'pages',
  'targetStandard',
  'deadline',
  'notes',
  'files',
] as const;

/** Product names stay as they are in every language; "PDF form" and "Other" are translated. */
function documentTypeOptions() {
  const translated: Partial<Record<DocumentType, string>> = {
    'PDF form': translate({id: 'quoteForm.documentType.pdfForm', message: 'PDF form'}),
    Other: translate({id: 'quoteForm.documentType.other', message: 'Other'}),
  };
  return documentTypes.map((type) => ({value: type, label: translated[type] ?? type}));
}

/** The standards keep their names in every language; only "Not sure" is translated. */
function standardOptions() {
  return targetStandards.map((standard) => ({
    value: standard,
    label: standard === 'Not sure' ? translate({id: 'quoteForm.standard.notSure', message: 'Not sure'}) : standard,
  }));
}

/** The reference the server answered (`{ok, id}`). */
function referenceOf(body: unknown): string {
  return body && typeof body === 'object' && 'id' in body && typeof body.id === 'string' ? body.id : '';
}

export interface QuoteFormProps {
  /** The document type of the page the form is on, chosen in advance; left out, the visitor chooses one. */
  documentType?: DocumentType;
}

/**
 * A quote request with the documents themselves (issue 13): the contact
 * details, what the documents are and what they must meet, and one to five
 * files, sent as multipart form data with a progress bar that can be
 * cancelled. A failure keeps every answer and file for another try.
 */
export default function QuoteForm({documentType}: QuoteFormProps): ReactNode {
  const emptyValues: QuoteFormValues = {
    name: '',
    email: '',
    countryCode: '',
    phone: '',
    companyName: '',
    documentType: documentType ?? '',
    pages: '',
    targetStandard: '',
    deadline: '',
    notes: '',
    files: '',
    [honeypotField]: '',
  };
  const {apiUrl, form, busy, status, run, keyFor, forget, error} = useSiteForm<QuoteFormValues>(emptyValues);
  const {register, handleSubmit, reset, formState, trigger} = form;
  const [files, setFiles] = useState<File[]>([]);
  const filesRef = useRef<File[]>(files);
  filesRef.current = files;
  // Problems the server found in the bytes of a file the browser could not judge.
  const [serverProblems, setServerProblems] = useState<Map<File, QuoteFileProblem>>(new Map());
  const serverProblemsRef = useRef(serverProblems);
  serverProblemsRef.current = serverProblems;
  const [percent, setPercent] = useState<number | null>(null);
  const uploadControl = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  // Set in the browser only: the pre-rendered page cannot know the visitor's date.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(isoDate(new Date())), []);

  const problems = files.map((file) => quoteFileProblem(file) ?? serverProblems.get(file));
  const filesRegistration = register('files', {
    // Read through refs: a change re-validates before the next render.
    validate: () =>
      checkQuoteFiles(filesRef.current).list ??
      (filesRef.current.some((chosen) => serverProblemsRef.current.has(chosen)) ? 'quoteFileInvalid' : undefined),
  });

  const changeFiles = (next: File[]) => {
    filesRef.current = next;
    setFiles(next);
    if (formState.isSubmitted || formState.errors.files) void trigger('files');
  };

  // The page's own order, with the file input standing for the files.
  const focusFirstInvalid = (errors: Partial<Record<string, unknown>>) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (first === 'files') fileInput.current?.focus();
    else if (first) form.setFocus(first);
  };

  const send = (values: QuoteFormValues) =>
    run(async () => {
      const chosen = filesRef.current;
      const body = new FormData();
      const fields: Record<keyof QuoteRequestFields | typeof honeypotField, string> = {
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: formatPhoneNumber(values.countryCode as CountryCodeId, values.phone),
        companyName: values.companyName.trim(),
        documentType: values.documentType,
        pages: values.pages.trim(),
        targetStandard: values.targetStandard,
        deadline: values.deadline,
        notes: values.notes.trim(),
        [honeypotField]: values[honeypotField],
      };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const file of chosen) body.append('files', file, file.name);
      // A retry of the same answers and files reuses the key, so the server stores them once.
      const idempotencyKey = keyFor(JSON.stringify([fields, chosen.map((file) => [file.name, file.size, file.lastModified])]));

      uploadControl.current = new AbortController();
      setPercent(0);
      requestAnimationFrame(() => cancelButton.current?.focus());
      const result = await uploadToFormsApi(apiUrl, formsApiPaths.quote, body, {
        idempotencyKey,
        signal: uploadControl.current.signal,
        onProgress: (sent, total) => setPercent(Math.min(100, Math.floor((sent / Math.max(total, 1)) * 100))),
      });
      uploadControl.current = null;
      setPercent(null);

      if (result.ok) {
        forget();
        reset(emptyValues);
        changeFiles([]);
        setServerProblems(new Map());
        return {
          tone: 'success',
          text: translate(
            {
              id: 'quoteForm.success',
              message:
                'Thank you: we have your request and your files. Your reference is {reference}. We will reply by email with a quote and a delivery date.',
            },
            {reference: referenceOf(result.body)},
          ),
        };
      }
      if (result.cancelled) {
        return {
          tone: 'error',
          text: translate({
            id: 'quoteForm.cancelled',
            message: 'Upload cancelled. Your answers and files are still here; send them again when you are ready.',
          }),
        };
      }
      applyServerFileErrors(chosen, result.fileErrors);
      showServerFieldErrors(form, result.fields, fieldOrder);
      return {
        tone: 'error',
        text: translate({
          id: 'quoteForm.failure',
          message: 'Your request could not be sent. Your answers and files are still here; please try again.',
        }),
      };
    });

  const applyServerFileErrors = (chosen: readonly File[], fileErrors: readonly ServerFileError[] | undefined) => {
    const next = new Map<File, QuoteFileProblem>();
    for (const fileError of fileErrors ?? []) {
      const file = chosen[fileError.index];
      if (file) next.set(file, fileError.error);
    }
    setServerProblems(next);
  };

  return (
    <SiteForm
      form={form}
      label={translate({id: 'quoteForm.name', message: 'Document quote request'})}
      onSubmit={handleSubmit(send, focusFirstInvalid)}
      noScript={translate({
        id: 'quoteForm.noscript',
        message:
          'This form needs JavaScript to upload your documents. Turn JavaScript on to use it, or write to us through the contact page.',
      })}
      afterNoScript={
        <noscript>
          <p>
            <Link to={paths.contact}>{contactCallToAction}</Link>
          </p>
        </noscript>
      }
      requiredNote={translate({
        id: 'quoteForm.requiredNote',
        message: 'Fields marked (optional) may be left empty; all others are required.',
      })}
      idPrefix="quote"
      submitLabel={translate({id: 'quoteForm.submit', message: 'Send for a quote'})}
      busy={busy}
      status={status}
      beforeSubmit={
        percent !== null && <UploadProgress ref={cancelButton} percent={percent} onCancel={() => uploadControl.current?.abort()} />
      }>
      <PersonFields idPrefix="quote" emailRules="contact" />
      <CompanyField
        id="quote-company"
        registration={register('companyName', {validate: (value) => validateCompany(value)})}
        error={error('companyName')}
      />
      <SelectField
        id="quote-document-type"
        label={translate({id: 'quoteForm.field.documentType', message: 'Document type'})}
        placeholder={translate({id: 'quoteForm.field.documentType.placeholder', message: 'Select a type'})}
        options={documentTypeOptions()}
        defaultValue={documentType}
        registration={register('documentType', {validate: (value) => validateDocumentType(value)})}
        error={error('documentType')}
      />
      <TextField
        id="quote-pages"
        label={translate({id: 'quoteForm.field.pages', message: 'Number of pages'})}
        hint={translate({id: 'quoteForm.field.pages.hint', message: 'An estimate for all the files together, as a whole number'})}
        inputMode="numeric"
        autoComplete="off"
        registration={register('pages', {validate: (value) => validatePages(value)})}
        error={error('pages')}
      />
      <SelectField
        id="quote-standard"
        label={translate({id: 'quoteForm.field.standard', message: 'Standard to meet'})}
        placeholder={translate({id: 'quoteForm.field.standard.placeholder', message: 'Select a standard'})}
        options={standardOptions()}
        registration={register('targetStandard', {validate: (value) => validateTargetStandard(value)})}
        error={error('targetStandard')}
      />
      <TextField
        id="quote-deadline"
        type="date"
        label={translate({id: 'quoteForm.field.deadline', message: 'Deadline'})}
        min={today}
        required={false}
        registration={register('deadline', {validate: (value) => validateDeadline(value, today ?? isoDate(new Date()))})}
        error={error('deadline')}
      />
      <TextAreaField
        id="quote-notes"
        label={translate({id: 'quoteForm.field.notes', message: 'Notes'})}
        hint={translate({
          id: 'quoteForm.field.notes.hint',
          message: 'Anything we should know: languages, forms to keep fillable, source files you have. Up to 2,000 characters.',
        })}
        required={false}
        registration={register('notes', {validate: (value) => validateNotes(value)})}
        error={error('notes')}
      />
      <FilePicker
        id="quote-files"
        files={files}
        problems={problems}
        error={error('files')}
        disabled={busy}
        onChange={changeFiles}
        inputRef={(element) => {
          fileInput.current = element;
          filesRegistration.ref(element);
        }}
      />
    </SiteForm>
  );
}
