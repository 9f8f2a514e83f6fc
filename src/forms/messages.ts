import {translate} from '@docusaurus/Translate';
import {ruleMessages, type RuleMessageKey} from './rules';

/**
 * D27: the browser shows each rule's message in the visitor's language. The
 * English texts are rules.ts's, word for word (docs/product.md §6, D16); the Record
 * type makes a missing key a type error.
 */
export const formErrorMessages: Record<RuleMessageKey, string> = {
  nameRequired: translate({id: 'form.error.nameRequired', message: 'Name is required'}),
  nameInvalid: translate({id: 'form.error.nameInvalid', message: 'Please enter valid name'}),
  emailRequired: translate({id: 'form.error.emailRequired', message: 'Email is required'}),
  emailInvalid: translate({id: 'form.error.emailInvalid', message: 'Please enter valid email address'}),
  careerEmailInvalid: translate({id: 'form.error.careerEmailInvalid', message: 'Enter an email address like name@example.com'}),
  countryCodeRequired: translate({id: 'form.error.countryCodeRequired', message: 'Country Code is required'}),
  phoneRequired: translate({id: 'form.error.phoneRequired', message: 'Phone Number is required'}),
  phoneInvalid: translate({id: 'form.error.phoneInvalid', message: 'Please enter valid Phone Number'}),
  phoneLength: translate({id: 'form.error.phoneLength', message: 'Please enter 10 Digit Phone Number'}),
  companyRequired: translate({id: 'form.error.companyRequired', message: 'Company Name is required'}),
  companyInvalid: translate({id: 'form.error.companyInvalid', message: 'Please enter valid company name'}),
  enquiryRequired: translate({id: 'form.error.enquiryRequired', message: 'Select Enquiries is required'}),
  positionRequired: translate({id: 'form.error.positionRequired', message: 'Position is required'}),
  keepApplication: translate({id: 'form.error.keepApplication', message: 'Tick the box or leave it empty'}),
  fileRequired: translate({id: 'form.error.fileRequired', message: 'File Upload is required'}),
  fileType: translate({id: 'form.error.fileType', message: 'Choose a PDF, Word, Excel, PowerPoint, plain text or image file'}),
  fileSize: translate({id: 'form.error.fileSize', message: 'File must be 10 MB or smaller'}),
  documentTypeRequired: translate({id: 'form.error.documentTypeRequired', message: 'Select the type of document'}),
  pagesRequired: translate({id: 'form.error.pagesRequired', message: 'Enter the approximate number of pages'}),
  pagesInvalid: translate({id: 'form.error.pagesInvalid', message: 'Enter the number of pages as a whole number from 1 to 100000'}),
  standardRequired: translate({id: 'form.error.standardRequired', message: 'Select the standard to meet, or Not sure'}),
  deadlineInvalid: translate({id: 'form.error.deadlineInvalid', message: 'Enter the deadline as a valid date'}),
  deadlinePast: translate({id: 'form.error.deadlinePast', message: 'The deadline cannot be in the past'}),
  messageTooLong: translate({id: 'form.error.messageTooLong', message: 'Keep the message to 2000 characters or fewer'}),
  messageInvalid: translate({id: 'form.error.messageInvalid', message: 'The message contains characters that cannot be stored'}),
  notesTooLong: translate({id: 'form.error.notesTooLong', message: 'Notes can be at most 2000 characters'}),
  notesInvalid: translate({id: 'form.error.notesInvalid', message: 'Notes contain characters that cannot be stored'}),
  filesRequired: translate({id: 'form.error.filesRequired', message: 'Choose at least one file'}),
  filesTooMany: translate({id: 'form.error.filesTooMany', message: 'Choose at most 5 files'}),
  filesTooLarge: translate({id: 'form.error.filesTooLarge', message: 'The files together must be 50 MB or smaller'}),
  quoteFileInvalid: translate({
    id: 'form.error.quoteFileInvalid',
    message: 'One or more files cannot be sent; see the list of files',
  }),
  uploadsPaused: translate({
    id: 'form.error.uploadsPaused',
    message:
      'Files cannot be received at the moment. Please send your enquiry without files through the contact form; we will ask for them by e-mail.',
  }),
};

/**
 * What a correct entry looks like, shown under an error whose own words do not say
 * (WCAG 3.3.3, D113). The messages themselves are docs/product.md §6's, kept word for word;
 * a message that already says how to put the entry right ("Please enter 10 Digit Phone
 * Number", "Enter the number of pages as a whole number from 1 to 100000") needs none, and
 * a required field's message asks for the field its label names.
 */
const invisibleCharacters = translate({
  id: 'form.suggestion.invisibleCharacters',
  message: 'Remove invisible formatting characters, which text copied from another program can carry',
});
export const formErrorSuggestions: Partial<Record<RuleMessageKey, string>> = {
  nameInvalid: translate({
    id: 'form.suggestion.nameInvalid',
    message: 'Use letters only, with spaces, hyphens, apostrophes or full stops between words',
  }),
  emailInvalid: translate({id: 'form.suggestion.emailInvalid', message: 'For example, name@example.com'}),
  phoneInvalid: translate({id: 'form.suggestion.phoneInvalid', message: 'Use digits only, without spaces, dashes or the country code'}),
  companyInvalid: translate({
    id: 'form.suggestion.companyInvalid',
    message: 'Use at most 200 characters on one line, without invisible formatting characters',
  }),
  deadlinePast: translate({id: 'form.suggestion.deadlinePast', message: 'Choose today or a later date'}),
  messageInvalid: invisibleCharacters,
  notesInvalid: invisibleCharacters,
};

function isRuleMessageKey(value: string): value is RuleMessageKey {
  return value in ruleMessages;
}

/**
 * The text to show for a field error. Client validators store a message key;
 * the server answers with the English text (D19), which is mapped back to its
 * key so it is shown translated too. Anything else is shown as it came.
 */
export function errorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (isRuleMessageKey(message)) return formErrorMessages[message];
  const key = (Object.keys(ruleMessages) as RuleMessageKey[]).find((candidate) => ruleMessages[candidate] === message);
  return key ? formErrorMessages[key] : message;
}

/** The suggestion to show under a field's error text (as errorText gives it), if it has one. */
export function errorSuggestion(shownError: string | undefined): string | undefined {
  if (!shownError) return undefined;
  const key = (Object.keys(formErrorMessages) as RuleMessageKey[]).find((candidate) => formErrorMessages[candidate] === shownError);
  return key ? formErrorSuggestions[key] : undefined;
}
