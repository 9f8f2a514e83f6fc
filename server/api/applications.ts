import {createHash, randomUUID} from 'node:crypto';
import type {FastifyPluginAsync, FastifyRequest} from 'fastify';
import {
  careerApplicationFields,
  ruleMessages,
  safeFileName,
  validateCareerApplication,
  validateResume,
  type CareerApplicationFields,
  type FieldErrors,
} from '../../src/forms/rules';
import {checkResumeBytes} from '../fileTypes';
import {ApiError} from '../http';
import {tooManyParts} from './errors';
import {addField, failIfInvalid, fieldsFrom, idempotencyOf, isHoneypotFilled, type Body, type FormRoutesOptions} from './requests';
import type {UploadBudget} from '../uploadBudget';

interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

async function readCareerForm(request: FastifyRequest, budget: UploadBudget): Promise<{fields: Body; file: UploadedFile | undefined}> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the application as multipart/form-data');
  const fields: Body = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Counted against the sender's budget as it arrives, before it is kept (D105).
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          await budget.take(request, chunk.length);
          chunks.push(chunk);
        }
        const bytes = Buffer.concat(chunks);
        if (part.fieldname === 'file' && !file) file = {filename: part.filename, mimetype: part.mimetype, bytes};
      } else {
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const status = (error as {statusCode?: number}).statusCode;
    if ((error as {code?: string}).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'The file is too large', {file: ruleMessages.fileSize});
    }
    if (status === 413) throw tooManyParts();
    throw new ApiError(400, 'The form data could not be read');
  }
  return {fields, file};
}

/** The careers form (docs/product.md §6, §7): fields and one resume, recognised from its bytes. */
export const applicationRoutes: FastifyPluginAsync<FormRoutesOptions> = async (api, {rateLimit}) => {
  const {submissions} = api;
  api.post('/careers-form', {config: {rateLimit, upload: true, uploadField: 'file'}}, async (request) => {
    const {fields, file} = await readCareerForm(request, api.uploadBudget);
    if (isHoneypotFilled(fields)) return {ok: true, id: randomUUID()};
    const errors: FieldErrors<Record<string, string>> = {...validateCareerApplication(fields)};
    // A part without a known type arrives as application/octet-stream, where the browser's
    // File.type was '': treat it the same, as the shared rule does. The bytes decide below.
    const declaredType = file?.mimetype === 'application/octet-stream' ? '' : file?.mimetype;
    const fileError = validateResume(file ? {name: file.filename, size: file.bytes.length, type: declaredType} : undefined);
    let detected: {mime: string; extension: string} | undefined;
    if (fileError) errors.file = fileError;
    else if (file) {
      detected = checkResumeBytes(file.bytes, file.filename);
      if (!detected) errors.file = 'fileType';
    }
    if (fileError === 'fileSize') throw new ApiError(413, 'The file is too large', {file: ruleMessages.fileSize});
    failIfInvalid(errors);
    if (!file || !detected) throw new ApiError(400, 'Some fields are not valid', {file: ruleMessages.fileRequired});

    const application: CareerApplicationFields = fieldsFrom(careerApplicationFields, fields);
    const originalName = safeFileName(file.filename);
    const fileHash = createHash('sha256').update(file.bytes).digest('hex');
    const {reference} = await submissions.addApplication(
      application,
      {bytes: file.bytes, originalName, detectedType: detected.mime, extension: detected.extension},
      idempotencyOf(request, {application, originalName, fileHash}),
    );
    return {ok: true, id: reference};
  });
};
