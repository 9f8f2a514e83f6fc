import {resumeRules} from '../src/forms/rules';

/** A resume type recognised from the file's bytes, with the extensions it may carry. */
export interface DetectedType {
  mime: string;
  extension: string;
  /** Extensions a visitor's file of this kind may be named with. */
  names: readonly string[];
}

const types = {
  pdf: {mime: 'application/pdf', extension: '.pdf', names: ['.pdf']},
  ole: {mime: 'application/x-ole-storage', extension: '', names: ['.doc', '.xls', '.ppt']},
  docx: {mime: resumeRules.mimeTypes[2], extension: '.docx', names: ['.docx']},
  xlsx: {mime: resumeRules.mimeTypes[4], extension: '.xlsx', names: ['.xlsx']},
  pptx: {mime: resumeRules.mimeTypes[6], extension: '.pptx', names: ['.pptx']},
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
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
  const start = text.replace(/^\uFEFF/, '');
  if (markupStart.test(start) || scriptStart.test(start)) return false;
  return !/<(?:script|svg|html|iframe)[\s>]/i.test(start.slice(0, 4096));
}

/** The OOXML kind of a ZIP container, from the part names in its directory. */
function officeKind(bytes: Buffer): DetectedType | undefined {
  if (!bytes.includes('[Content_Types].xml')) return undefined;
  if (bytes.includes('word/document')) return types.docx;
  if (bytes.includes('xl/workbook')) return types.xlsx;
  if (bytes.includes('ppt/presentation')) return types.pptx;
  return undefined;
}

/** Recognises the resume types of D16 from their bytes; undefined for anything else (HTML, SVG, executables…). */
export function detectResumeType(bytes: Buffer): DetectedType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return types.pdf;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return types.ole;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
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
  const detected = detectResumeType(bytes);
  if (!detected) return undefined;
  const name = fileName.toLowerCase();
  const extension = detected.names.find((candidate) => name.endsWith(candidate));
  if (!extension) return undefined;
  if (detected === types.ole) return {mime: oleMimeByExtension[extension]!, extension};
  return {mime: detected.mime, extension: detected.extension};
}
