/**
 * Field rules of the three forms, shared by the browser (react-hook-form) and
 * the forms server (D17, D18): one module, so the two can never disagree.
 *
 * Validators return a message key, not text: the browser shows the key's
 * translated message (src/forms/messages.ts), the server answers with the
 * English text below. The English texts are the old site's (D17) and D16's, word for word.
 */

export const ruleMessages = {
  nameRequired: 'Name is required',
  nameInvalid: 'Please enter valid name',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter valid email address',
  // The careers form's own wording (docs/product.md §6) says how to put it right (WCAG 3.3.3, issue 64).
  careerEmailInvalid: 'Enter an email address like name@example.com',
  countryCodeRequired: 'Country Code is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter valid Phone Number',
  phoneLength: 'Please enter 10 Digit Phone Number',
  companyRequired: 'Company Name is required',
  companyInvalid: 'Please enter valid company name',
  enquiryRequired: 'Select Enquiries is required',
  positionRequired: 'Position is required',
  // Only a client other than the site's form can send anything else.
  keepApplication: 'Tick the box or leave it empty',
  fileRequired: 'File Upload is required',
  fileType: 'Choose a PDF, Word, Excel, PowerPoint, plain text or image file',
  fileSize: 'File must be 10 MB or smaller',
  // The quote form (src/forms/quoteRules.ts).
  documentTypeRequired: 'Select the type of document',
  pagesRequired: 'Enter the approximate number of pages',
  pagesInvalid: 'Enter the number of pages as a whole number from 1 to 100000',
  standardRequired: 'Select the standard to meet, or Not sure',
  deadlineInvalid: 'Enter the deadline as a valid date',
  deadlinePast: 'The deadline cannot be in the past',
  messageTooLong: 'Keep the message to 2000 characters or fewer',
  messageInvalid: 'The message contains characters that cannot be stored',
  notesTooLong: 'Notes can be at most 2000 characters',
  notesInvalid: 'Notes contain characters that cannot be stored',
  filesRequired: 'Choose at least one file',
  filesTooMany: 'Choose at most 5 files',
  filesTooLarge: 'The files together must be 50 MB or smaller',
  quoteFileInvalid: 'One or more files cannot be sent; see the list of files',
  // Issue 65, D105: uploads paused while the server's disk is nearly full.
  uploadsPaused:
    'Files cannot be received at the moment. Please send your enquiry without files through the contact form; we will ask for them by e-mail.',
} as const;

export type RuleMessageKey = keyof typeof ruleMessages;
/** undefined when the value is valid. */
export type RuleResult = RuleMessageKey | undefined;

/** docs/product.md §6: the five country codes. +1 serves two countries, so options are keyed by country. */
export const countryCodes = [
  {id: 'IN', dialCode: '+91', country: 'India'},
  {id: 'US', dialCode: '+1', country: 'United States'},
  {id: 'GB', dialCode: '+44', country: 'United Kingdom'},
  {id: 'CA', dialCode: '+1', country: 'Canada'},
  {id: 'AU', dialCode: '+61', country: 'Australia'},
] as const;

export type CountryCodeId = (typeof countryCodes)[number]['id'];

/** docs/product.md §6 and D14: the option values are the labels, so `enquiries` is never empty. */
export const enquiryPurposes = [
  'Web Accessibility',
  'Document Accessibility',
  'InDesign Accessibility',
  'Testing',
  'Cyber Security',
] as const;

export const positions = ['Fresher', 'Epub Accessibility Developer'] as const;

export const phoneDigits = 10;

/**
 * D16: resumes of the types docs/product.md §6 names (spreadsheets, images, word
 * documents, presentations, plain text, pdf), at most 10 MB.
 */
export const resumeRules = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.png', '.jpg', '.jpeg', '.gif', '.webp'],
  mimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'text/plain',
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
  ],
} as const;

/** The `accept` attribute of the resume input. */
export const resumeAccept = [...resumeRules.extensions, ...resumeRules.mimeTypes].join(',');

// docs/product.md §6 asks for letters: letters of any script with their marks (and the
// joiners Indic scripts use), separated by spaces, apostrophes, hyphens or full
// stops: "José Núñez", "O'Brien", "Jean-Luc", "J. R. Rao", "आशा राव".
const namePattern = /^\p{L}[\p{L}\p{M}\u200C\u200D]*(?:(?:[ '’-]|\. ?)[\p{L}\p{M}\u200C\u200D]+)*\.?$/u;
/**
 * Characters no field accepts: C0 and C1 controls (NUL among them), lone
 * surrogates, every bidirectional control (embeddings, overrides, isolates and the
 * direction marks) that makes stored text read differently from how it shows, the
 * BOM, invisible tag characters and the zero-width space and word joiners (issue 65).
 * The zero-width joiner and non-joiner stay: Devanagari and other Indic scripts spell with them.
 */
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- control characters are what this matches.
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|[\u{E0000}-\u{E007F}]|\p{Cs}/u;

/** Line and paragraph separators (U+2028, U+2029): a multi-line field stores them as the line breaks they are. */
export const lineSeparators = /[\u2028\u2029]/g;
/**
 * What a one-line name (a company's) must not hold either: format characters
 * (right-to-left marks, invisible tag characters, the BOM) and the line and
 * paragraph separators, which hide or reorder text in an export or an e-mail
 * subject (issue 42). The joiners that Indic scripts spell with stay.
 */
const hiddenInOneLine = /(?![\u200C\u200D])[\p{Cf}\p{Zl}\p{Zp}]/u;
// What shows nothing: white space, format characters (zero-width space and
// joiners, BOM, soft hyphen) and the Hangul and Braille fillers.
const invisibleCharacters = /[\p{White_Space}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
// A standard address pattern: something@domain.tld, no spaces, at most 254 characters.
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Missing, empty, or made only of characters that show nothing. */
function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.replace(invisibleCharacters, '') === '';
}

export function hasUnsafeCharacters(value: string): boolean {
  return unsafeCharacter.test(value);
}

/** A file name as it can be shown and stored: unsafe characters removed, at most 255 characters. */
export function safeFileName(name: string): string {
  return Array.from(name)
    .filter((character) => !unsafeCharacter.test(character))
    .join('')
    .slice(0, 255);
}

export function validateName(value: unknown): RuleResult {
  if (isBlank(value)) return 'nameRequired';
  return namePattern.test((value as string).trim()) && (value as string).length <= 100 ? undefined : 'nameInvalid';
}

export function validateEmail(value: unknown, form: 'contact' | 'career' = 'contact'): RuleResult {
  if (isBlank(value)) return 'emailRequired';
  const email = (value as string).trim();
  if (email.length <= 254 && emailPattern.test(email)) return undefined;
  return form === 'career' ? 'careerEmailInvalid' : 'emailInvalid';
}

export function validateCountryCode(value: unknown): RuleResult {
  return countryCodes.some((code) => code.id === value) ? undefined : 'countryCodeRequired';
}

/** The local number: digits only, exactly ten (docs/product.md §6). */
export function validatePhone(value: unknown): RuleResult {
  if (isBlank(value)) return 'phoneRequired';
  const phone = (value as string).trim();
  if (!/^\d+$/.test(phone)) return 'phoneInvalid';
  return phone.length === phoneDigits ? undefined : 'phoneLength';
}

export function validateCompany(value: unknown): RuleResult {
  if (isBlank(value)) return 'companyRequired';
  const company = value as string;
  return company.length > 200 || hasUnsafeCharacters(company) || hiddenInOneLine.test(company) ? 'companyInvalid' : undefined;
}

export function validateEnquiry(value: unknown): RuleResult {
  return (enquiryPurposes as readonly unknown[]).includes(value) ? undefined : 'enquiryRequired';
}

export function validatePosition(value: unknown): RuleResult {
  return (positions as readonly unknown[]).includes(value) ? undefined : 'positionRequired';
}

/** Checks what the browser knows of a file: its name, declared type and size. The server also checks its bytes. */
export function validateResume(file: {name: string; size: number; type?: string} | null | undefined): RuleResult {
  if (!file || file.size === 0) return 'fileRequired';
  const name = file.name.toLowerCase();
  const extensionOk = resumeRules.extensions.some((extension) => name.endsWith(extension));
  const typeOk = !file.type || (resumeRules.mimeTypes as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'fileType';
  return file.size <= resumeRules.maxBytes ? undefined : 'fileSize';
}

/** `phoneNumber` on the wire is `<dial code> <10 digits>` (docs/product.md §7, D14). */
export function formatPhoneNumber(countryCodeId: CountryCodeId, phone: string): string {
  const code = countryCodes.find((entry) => entry.id === countryCodeId);
  return `${code?.dialCode ?? ''} ${phone.trim()}`;
}

/** Validates a `<dial code> <10 digits>` phoneNumber as the server receives it. */
export function validatePhoneNumberField(value: unknown): RuleResult {
  if (isBlank(value)) return 'phoneRequired';
  const match = /^(\+\d{1,3}) (\S+)$/.exec((value as string).trim());
  if (!match) return 'phoneInvalid';
  if (!countryCodes.some((code) => code.dialCode === match[1])) return 'countryCodeRequired';
  return validatePhone(match[2]);
}

export type FieldErrors<T> = Partial<Record<keyof T, RuleMessageKey>>;

function collect<T>(checks: Record<keyof T, RuleResult>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const result = checks[key];
    if (result) errors[key] = result;
  }
  return errors;
}

/**
 * One text field of a form as the server receives, checks and stores it. A
 * form's fields are listed once, here, in the order staff read them: the API
 * reads exactly these fields, and the stores and the export use their columns
 * (server/storage/submissions, server/storage/export), so a new field is added
 * here and not again on the server.
 */
export interface TextFieldSpec {
  /** Its column in both stores and in `npm run forms:export`. */
  column: string;
  /** `today` (YYYY-MM-DD) is for date fields; the others ignore it. */
  check: (value: unknown, today: string) => RuleResult;
}

export type FieldSpecs = Readonly<Record<string, TextFieldSpec>>;

/** The values of a form's fields, as the server stores them: text. */
export type FieldsOf<S extends FieldSpecs> = {[K in keyof S]: string};

/** Checks each field of `specs` in `body`. */
export function validateFields<S extends FieldSpecs>(
  specs: S,
  body: Partial<Record<keyof S, unknown>>,
  today = '',
): FieldErrors<FieldsOf<S>> {
  const checks = Object.fromEntries(Object.entries(specs).map(([field, spec]) => [field, spec.check(body[field], today)]));
  return collect<FieldsOf<S>>(checks as Record<keyof S, RuleResult>);
}

/** The contact form's optional message, like the quote form's notes: what the prospect needs, in their words. */
export const maxMessageCharacters = 2000;

/** Optional; at most 2,000 characters as people count them; line breaks and tabs are allowed, other controls are not. */
export function validateMessage(value: unknown): RuleResult {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return 'messageInvalid';
  if (Array.from(value).length > maxMessageCharacters) return 'messageTooLong';
  return hasUnsafeCharacters(value.replace(/[\r\n\t\u2028\u2029]/g, ' ')) ? 'messageInvalid' : undefined;
}

/**
 * The contact enquiry body of docs/product.md §7, in the export's column order,
 * and the optional message (issue 31), which a client of the documented
 * contract may leave out.
 */
export const contactEnquiryFields = {
  name: {column: 'name', check: validateName},
  email: {column: 'email', check: (value) => validateEmail(value)},
  phoneNumber: {column: 'phone_number', check: validatePhoneNumberField},
  companyName: {column: 'company_name', check: validateCompany},
  enquiries: {column: 'enquiries', check: validateEnquiry},
  message: {column: 'message', check: validateMessage},
} as const satisfies FieldSpecs;

export type ContactEnquiry = FieldsOf<typeof contactEnquiryFields>;

/** The value the careers form's "Keep my application for future openings" box sends when ticked. */
export const keepApplicationValue = 'yes';

/** Ticked ('yes') or not sent at all (''): a box has no other answer. */
function validateKeepApplication(value: unknown): RuleResult {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === undefined || text === '' || text === keepApplicationValue ? undefined : 'keepApplication';
}

/** The career application's text fields (the file is checked apart). */
export const careerApplicationFields = {
  name: {column: 'name', check: validateName},
  email: {column: 'email', check: (value) => validateEmail(value, 'career')},
  phoneNumber: {column: 'phone_number', check: validatePhoneNumberField},
  position: {column: 'position', check: validatePosition},
  // Optional and unticked: the sender's consent to a longer period (Privacy Policy §3, D39).
  keepForFutureOpenings: {column: 'keep_for_future_openings', check: validateKeepApplication},
} as const satisfies FieldSpecs;

export type CareerApplicationFields = FieldsOf<typeof careerApplicationFields>;

/** The contact enquiry body of docs/product.md §7, as the server receives it. */
export function validateContactEnquiry(body: Partial<Record<keyof ContactEnquiry, unknown>>): FieldErrors<ContactEnquiry> {
  return validateFields(contactEnquiryFields, body);
}

/** The career application's text fields (the file is checked apart). */
export function validateCareerApplication(
  body: Partial<Record<keyof CareerApplicationFields, unknown>>,
): FieldErrors<CareerApplicationFields> {
  return validateFields(careerApplicationFields, body);
}

/** D15: the sign-up strip's one field. */
export function validateSignup(body: {email?: unknown}): FieldErrors<{email: string}> {
  return collect<{email: string}>({email: validateEmail(body.email)});
}

/** English messages for a set of errors, as the server sends them (D19). */
export function englishMessages<T>(errors: FieldErrors<T>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, ruleMessages[key as RuleMessageKey]]));
}
