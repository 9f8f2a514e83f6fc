/**
 * Visitors' files recognised from their bytes, never from the name or the
 * type the browser declares: resumes (D16) and the documents of a quote
 * request (issue 13). A file passes only when its content is an allowed
 * type and its name's extension belongs to that type.
 */

/** A file type recognised from the file's bytes, with the extensions it may carry. */
export interface DetectedType {
  mime: string;
  extension: string;
  /** Extensions a visitor's file of this kind may be named with. */
  names: readonly string[];
}

const types = {
  pdf: {mime: 'application/pdf', extension: '.pdf', names: ['.pdf']},
  ole: {mime: 'application/x-ole-storage', extension: '', names: ['.doc', '.xls', '.ppt']},
  docx: {mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx', names: ['.docx']},
  xlsx: {mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: '.xlsx', names: ['.xlsx']},
  pptx: {mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: '.pptx', names: ['.pptx']},
  idml: {mime: 'application/vnd.adobe.indesign-idml-package', extension: '.idml', names: ['.idml']},
  zip: {mime: 'application/zip', extension: '.zip', names: ['.zip']},
  indd: {mime: 'application/x-indesign', extension: '.indd', names: ['.indd']},
  txt: {mime: 'text/plain', extension: '.txt', names: ['.txt']},
  png: {mime: 'image/png', extension: '.png', names: ['.png']},
  jpeg: {mime: 'image/jpeg', extension: '.jpg', names: ['.jpg', '.jpeg']},
  gif: {mime: 'image/gif', extension: '.gif', names: ['.gif']},
  webp: {mime: 'image/webp', extension: '.webp', names: ['.webp']},
} as const satisfies Record<string, DetectedType>;

const oleMimeByExtension: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

// Markup a browser would render as a page (HTML, SVG, XML) must not pass as text.
const markupStart = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|meta|object|embed|!--|a\s|img\s|div|style)/i;
const scriptStart = /^#!/;

function looksLikePlainText(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  // Invalid UTF-8 decodes to U+FFFD; binary files (executables, archives) hold control bytes.
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex -- control bytes are what this looks for.
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
  const start = text.replace(/^\uFEFF/, '');
  if (markupStart.test(start) || scriptStart.test(start)) return false;
  return !/<(?:script|svg|html|iframe)[\s>]/i.test(start.slice(0, 4096));
}

/** The OOXML kind of a ZIP container, from the part names in its directory. */
function officeKind(bytes: Buffer): DetectedType | undefined {
  // An IDML package names its type in an uncompressed first entry, as EPUB does.
  if (bytes.subarray(0, 200).includes('application/vnd.adobe.indesign-idml-package')) return types.idml;
  if (!bytes.includes('[Content_Types].xml')) return undefined;
  if (bytes.includes('word/document')) return types.docx;
  if (bytes.includes('xl/workbook')) return types.xlsx;
  if (bytes.includes('ppt/presentation')) return types.pptx;
  return undefined;
}

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const emptyZipSignature = [0x50, 0x4b, 0x05, 0x06];
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// The GUID every InDesign document (.indd) starts with.
const inDesignSignature = [0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d];

/** Recognises the resume types of D16 from their bytes; undefined for anything else (HTML, SVG, executables…). */
export function detectResumeType(bytes: Buffer): DetectedType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return types.pdf;
  if (startsWith(bytes, oleSignature)) return types.ole;
  if (startsWith(bytes, zipSignature)) {
    const kind = officeKind(bytes);
    return kind === types.idml ? undefined : kind;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return types.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return types.webp;
  if (bytes.length > 0 && looksLikePlainText(bytes)) return types.txt;
  return undefined;
}

/**
 * Checks a resume's bytes against its name: the content must be an allowed
 * type and the name's extension must belong to that type (a PDF named .docx,
 * or an executable named .pdf, is refused). Returns the type to store it as.
 */
export function checkResumeBytes(bytes: Buffer, fileName: string): {mime: string; extension: string} | undefined {
  return matchName(detectResumeType(bytes), fileName);
}

/**
 * The extension of `fileName` that the detected type allows, and the type to
 * store it as; undefined when the name does not fit the content.
 */
function matchName(detected: DetectedType | undefined, fileName: string): {mime: string; extension: string} | undefined {
  if (!detected) return undefined;
  const name = fileName.toLowerCase();
  const extension = detected.names.find((candidate) => name.endsWith(candidate));
  if (!extension) return undefined;
  if (detected === types.ole) return {mime: oleMimeByExtension[extension]!, extension};
  return {mime: detected.mime, extension: detected.extension};
}

/**
 * Checks a quote document's bytes against its name (issue 13): PDF, Word
 * (DOCX, DOC), PowerPoint (PPTX, PPT), Excel (XLSX), InDesign (IDML, INDD)
 * or a ZIP archive. `sample` is the file's start and end joined (the whole
 * file when it is small): a ZIP names its parts in the central directory at
 * its end, and every other type is known by its first bytes.
 */
export function checkQuoteFileBytes(sample: Buffer, fileName: string): {mime: string; extension: string} | undefined {
  const name = fileName.toLowerCase();
  if (startsWith(sample, oleSignature)) {
    const match = matchName(types.ole, name);
    return match && match.extension !== '.xls' ? match : undefined;
  }
  if (startsWith(sample, zipSignature) || startsWith(sample, emptyZipSignature)) {
    // Any ZIP may be sent as a .zip; a .docx, .pptx, .xlsx or .idml must hold what its name says.
    if (name.endsWith('.zip')) return {mime: types.zip.mime, extension: types.zip.extension};
    return matchName(startsWith(sample, zipSignature) ? officeKind(sample) : undefined, name);
  }
  if (startsWith(sample, ascii('%PDF-'))) return matchName(types.pdf, name);
  if (startsWith(sample, inDesignSignature)) return matchName(types.indd, name);
  return undefined;
}
