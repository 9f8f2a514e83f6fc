/**
 * The document quote form's rules (issue 13), shared by the browser and the
 * forms server like the other forms' rules in rules.ts. The contact details
 * use the contact form's rules; this module adds the document's own fields
 * and the files.
 */
import {
  hasUnsafeCharacters,
  validateCompany,
  validateEmail,
  validateName,
  validateFields,
  validatePhoneNumberField,
  type FieldErrors,
  type FieldSpecs,
  type FieldsOf,
  type RuleResult,
} from './rules';

/** The document types a quote is asked for; the value sent and stored is the English label. */
export const documentTypes = ['PDF', 'PDF form', 'Word', 'PowerPoint', 'InDesign', 'Other'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The standards a visitor can ask the documents to meet. */
export const targetStandards = ['WCAG 2.1 AA', 'WCAG 2.2 AA', 'PDF/UA', 'Section 508', 'Not sure'] as const;

const MiB = 1024 * 1024;

/** What may be uploaded with a quote request: documents, their sources, and ZIP archives of them. */
export const quoteFileRules = {
  minFiles: 1,
  maxFiles: 5,
  maxBytesEach: 25 * MiB,
  maxBytesTotal: 50 * MiB,
  extensions: ['.pdf', '.docx', '.doc', '.pptx', '.ppt', '.xlsx', '.idml', '.indd', '.zip'],
} as const;

export const quoteLimits = {
  maxPages: 100_000,
  maxNotesCharacters: 2_000,
  /** A deadline further ahead than this is taken for a typing mistake. */
  maxDeadlineYears: 5,
} as const;

/**
 * The file input's `accept`: extensions only. Browsers and systems disagree on
 * the MIME types of InDesign and some Office files, and the server decides
 * from the bytes in any case.
 */
export const quoteAccept = quoteFileRules.extensions.join(',');

/** Why one file cannot be sent. */
export type QuoteFileProblem = 'type' | 'size' | 'empty';

/** The server's English texts for a file's problem; the file's name goes first. */
export const quoteFileProblemMessages: Record<QuoteFileProblem, string> = {
  type: 'is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file',
  size: 'is larger than 25 MB',
  empty: 'is empty',
};

/** A file as the browser (File) or the server (a received part) knows it. */
export interface QuoteFileFacts {
  name: string;
  size: number;
}

export interface QuoteFilesCheck {
  /** A problem with the set of files: none, too many, too large together. */
  list: RuleResult;
  /** One entry per file, in order: its problem, or undefined. */
  files: (QuoteFileProblem | undefined)[];
  /** More than 50 MB in all (the server then keeps only the first 50 MB it received). */
  tooLargeTogether: boolean;
}

export function hasQuoteFileExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return quoteFileRules.extensions.some((extension) => lower.endsWith(extension));
}

/** What can be told of a file from its name and size; the server checks its bytes too. */
export function quoteFileProblem(file: QuoteFileFacts): QuoteFileProblem | undefined {
  if (!hasQuoteFileExtension(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > quoteFileRules.maxBytesEach) return 'size';
  return undefined;
}

export function checkQuoteFiles(files: readonly QuoteFileFacts[]): QuoteFilesCheck {
  const problems = files.map(quoteFileProblem);
  const tooLargeTogether = files.reduce((sum, file) => sum + file.size, 0) > quoteFileRules.maxBytesTotal;
  let list: RuleResult;
  if (files.length < quoteFileRules.minFiles) list = 'filesRequired';
  else if (files.length > quoteFileRules.maxFiles) list = 'filesTooMany';
  else if (problems.some(Boolean)) list = 'quoteFileInvalid';
  else if (tooLargeTogether) list = 'filesTooLarge';
  return {list, files: problems, tooLargeTogether};
}

export function validateDocumentType(value: unknown): RuleResult {
  return (documentTypes as readonly unknown[]).includes(value) ? undefined : 'documentTypeRequired';
}

export function validateTargetStandard(value: unknown): RuleResult {
  return (targetStandards as readonly unknown[]).includes(value) ? undefined : 'standardRequired';
}

/** The approximate number of pages: a whole number from 1 to 100,000, digits only. */
export function validatePages(value: unknown): RuleResult {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'pagesRequired';
  if (!/^\d{1,6}$/.test(text)) return 'pagesInvalid';
  const pages = Number(text);
  return pages >= 1 && pages <= quoteLimits.maxPages ? undefined : 'pagesInvalid';
}

/** YYYY-MM-DD of a moment in the time zone `offsetMinutes` east of UTC. */
export function isoDate(at: Date, offsetMinutes = -at.getTimezoneOffset()): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The server's "today" for deadlines: the date in the westernmost time zone
 * (UTC−12), so a visitor anywhere may pick their own today.
 */
export function earliestToday(at: Date = new Date()): string {
  return isoDate(at, -12 * 60);
}

/**
 * The optional deadline, as a date input sends it (YYYY-MM-DD): a real date,
 * not before `today` (the browser's local date; on the server, earliestToday()).
 */
export function validateDeadline(value: unknown, today: string): RuleResult {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return 'deadlineInvalid';
  const date = new Date(`${text}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: a date that does not exist fails here.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return 'deadlineInvalid';
  if (text < today) return 'deadlinePast';
  const latest = `${Number(today.slice(0, 4)) + quoteLimits.maxDeadlineYears}${today.slice(4)}`;
  return text > latest ? 'deadlineInvalid' : undefined;
}

/** Counts characters as people see them, not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Optional notes: at most 2,000 characters; line breaks and tabs are allowed, other controls are not. */
export function validateNotes(value: unknown): RuleResult {
  const text = typeof value === 'string' ? value : '';
  if (characterCount(text) > quoteLimits.maxNotesCharacters) return 'notesTooLong';
  return hasUnsafeCharacters(text.replace(/[\r\n\t\u2028\u2029]/g, ' ')) ? 'notesInvalid' : undefined;
}

/** A quote request's fields as the server stores them (the files apart). */
/** The quote request's text fields, in the export's column order (the files are checked apart). */
export const quoteRequestFields = {
  name: {column: 'name', check: validateName},
  email: {column: 'email', check: (value) => validateEmail(value)},
  phoneNumber: {column: 'phone_number', check: validatePhoneNumberField},
  companyName: {column: 'company_name', check: validateCompany},
  documentType: {column: 'document_type', check: validateDocumentType},
  pages: {column: 'pages', check: validatePages},
  targetStandard: {column: 'target_standard', check: validateTargetStandard},
  /** YYYY-MM-DD, or '' when there is none. */
  deadline: {column: 'deadline', check: validateDeadline},
  notes: {column: 'notes', check: validateNotes},
} as const satisfies FieldSpecs;

export type QuoteRequestFields = FieldsOf<typeof quoteRequestFields>;

/** The quote request's fields as the server receives them (the files are checked apart). */
export function validateQuoteRequest(
  body: Partial<Record<keyof QuoteRequestFields, unknown>>,
  today: string,
): FieldErrors<QuoteRequestFields> {
  return validateFields(quoteRequestFields, body, today);
}
