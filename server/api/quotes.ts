import {randomUUID} from 'node:crypto';
import type {FastifyPluginAsync, FastifyRequest} from 'fastify';
import {
  checkQuoteFiles,
  earliestToday,
  quoteFileProblemMessages,
  quoteFileRules,
  quoteLimits,
  quoteRequestFields,
  validateQuoteRequest,
  type QuoteFileProblem,
  type QuoteRequestFields,
} from '../../src/forms/quoteRules';
import {englishMessages, ruleMessages, safeFileName} from '../../src/forms/rules';
import {checkQuoteFileBytes} from '../fileTypes';
import {receiveStoredFile, type ReceivedFile} from '../files';
import type {ReceivedQuoteFile} from '../submissions';
import {ApiError, type FileError} from '../http';
import {tooManyParts} from './errors';
import {addField, fieldsFrom, idempotencyOf, isHoneypotFilled, type Body, type FormRoutesOptions} from './requests';
import type {UploadBudget} from '../uploadBudget';

/** The text fields' room in a request, on top of the files: generous for nine short fields and 2,000 characters of notes. */
const fieldsAllowanceBytes = 256 * 1024;
/** The largest body a quote request can need; a longer one is refused before it is read. */
export const quoteBodyLimit = quoteFileRules.maxBytesTotal + fieldsAllowanceBytes;

interface ReceivedPart {
  received: ReceivedFile;
  /** The visitor's file name, cleaned of control characters. */
  name: string;
}

/** Discards every received file: the request is refused or was spam. */
async function discardAll(parts: readonly ReceivedPart[]): Promise<void> {
  await Promise.all(parts.map(({received}) => received.discard()));
}

/**
 * Reads the multipart body: text fields into `fields`, each file part
 * streamed to a partial file in the quotes folder. Past the total limit the
 * rest of a file is read and dropped, never written.
 */
async function readQuoteForm(
  request: FastifyRequest,
  dataDir: string,
  budget: UploadBudget,
): Promise<{fields: Body; files: ReceivedPart[]}> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the quote request as multipart/form-data');
  const fields: Body = {};
  const files: ReceivedPart[] = [];
  let fileParts = 0;
  let totalKept = 0;
  try {
    // throwFileSizeLimit is read at run time but missing from the plugin's option type: a
    // file over the limit is reported below with its name instead of ending the request.
    const partsOptions: Parameters<FastifyRequest['parts']>[0] & {throwFileSizeLimit: boolean} = {
      // One byte over the limit tells a file that is too large from one that is exactly 25 MB.
      limits: {
        fileSize: quoteFileRules.maxBytesEach + 1,
        files: quoteFileRules.maxFiles + 1,
        fields: 20,
        // Notes: 2,000 characters of up to 4 bytes each.
        fieldSize: quoteLimits.maxNotesCharacters * 4 + 1024,
        parts: 30,
        headerPairs: 50,
      },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(partsOptions);
    for await (const part of parts) {
      if (part.type !== 'file') {
        addField(fields, part.fieldname, part.value);
        continue;
      }
      fileParts += 1;
      // Parts that are not ours, or a sixth file, are read to the end and not kept.
      if (part.fieldname !== 'files' || fileParts > quoteFileRules.maxFiles) {
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
        continue;
      }
      const room = Math.max(quoteFileRules.maxBytesTotal - totalKept, 0);
      const received = await receiveStoredFile(dataDir, 'quotes', part.file, Math.min(quoteFileRules.maxBytesEach, room) + 1, (bytes) =>
        budget.take(request, bytes),
      );
      totalKept += received.bytes;
      files.push({received, name: safeFileName(part.filename)});
    }
  } catch (error) {
    await discardAll(files);
    if (error instanceof ApiError) throw error;
    // The disk failing (full, read-only) is the server's fault: a 500, logged.
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    const code = (error as {code?: string}).code;
    if (code === 'FST_FILES_LIMIT') throw new ApiError(400, 'Some fields are not valid', {files: ruleMessages.filesTooMany});
    if ((error as {statusCode?: number}).statusCode === 413) throw tooManyParts();
    throw new ApiError(400, 'The form data could not be read');
  }
  if (fileParts > quoteFileRules.maxFiles) {
    await discardAll(files);
    throw new ApiError(400, 'Some fields are not valid', {files: ruleMessages.filesTooMany});
  }
  return {fields, files};
}

/** English text of one file's problem, naming the file. */
function fileErrorText(name: string, problem: QuoteFileProblem): string {
  return `"${name}" ${quoteFileProblemMessages[problem]}`;
}

/**
 * Quote requests with documents (issue 13): fields and one to five files,
 * each recognised from its bytes, stored under DATA_DIR/quotes with the
 * row and its notification to the sales inbox.
 */
export const quoteRoutes: FastifyPluginAsync<FormRoutesOptions> = async (api, {rateLimit}) => {
  const {submissions} = api;
  const {dataDir} = api.config;
  api.post('/quote-request', {config: {rateLimit, upload: true, uploadField: 'files'}}, async (request) => {
    // The body limit follows the file limits: a longer body is refused before a byte of it is read.
    const declaredLength = Number(request.headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > quoteBodyLimit) {
      throw new ApiError(413, 'The files together must be 50 MB or smaller', {files: ruleMessages.filesTooLarge});
    }
    const {fields, files} = await readQuoteForm(request, dataDir, api.uploadBudget);
    if (isHoneypotFilled(fields)) {
      await discardAll(files);
      return {ok: true, id: randomUUID()};
    }

    // Browsers send a textarea's line breaks as CRLF in form data; stored and counted as one character each.
    if (typeof fields.notes === 'string') fields.notes = fields.notes.replace(/\r\n?/g, '\n');
    // The browser's checks (names, sizes, count, total), then what only the bytes can tell.
    const check = checkQuoteFiles(files.map(({received, name}) => ({name, size: received.bytes})));
    const fileErrors: FileError[] = [];
    const recognised: ReceivedQuoteFile[] = [];
    files.forEach(({received, name}, index) => {
      const detected = checkQuoteFileBytes(received.sample, name);
      // Past the total, the last files were cut short: their bytes say nothing of their type.
      const problem = check.files[index] ?? (detected || check.tooLargeTogether ? undefined : 'type');
      if (problem) fileErrors.push({index, name, error: problem, message: fileErrorText(name, problem)});
      else if (detected) recognised.push({file: received, originalName: name, detectedType: detected.mime, extension: detected.extension});
    });
    const fieldMessages = englishMessages(validateQuoteRequest(fields, earliestToday()));
    if (fileErrors.length > 0) fieldMessages.files = fileErrors.map((fileError) => fileError.message).join('; ');
    else if (check.list) fieldMessages.files = ruleMessages[check.list];

    if (Object.keys(fieldMessages).length > 0) {
      await discardAll(files);
      const sizeRefused = check.tooLargeTogether || fileErrors.some((fileError) => fileError.error === 'size');
      throw new ApiError(sizeRefused ? 413 : 400, 'Some fields are not valid', fieldMessages, fileErrors);
    }

    const received = fieldsFrom(quoteRequestFields, fields);
    // The page count as a plain number ("007" is 7).
    const quote: QuoteRequestFields = {...received, pages: String(Number(received.pages))};
    let idempotency;
    try {
      idempotency = idempotencyOf(request, {quote, files: recognised.map((file) => [file.originalName, file.file.sha256])});
    } catch (error) {
      await discardAll(files);
      throw error;
    }
    const {reference} = await submissions.addQuote(quote, recognised, idempotency);
    return {ok: true, id: reference};
  });
};
