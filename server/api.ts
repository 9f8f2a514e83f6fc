import {randomUUID} from 'node:crypto';
import {STATUS_CODES} from 'node:http';
import {mkdirSync, openSync, writeSync, fsyncSync, closeSync, renameSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  englishMessages,
  resumeRules,
  ruleMessages,
  safeFileName,
  validateCareerApplication,
  validateContactEnquiry,
  validateResume,
  validateSignup,
  type CareerApplicationFields,
  type ContactEnquiry,
  type FieldErrors,
} from '../src/forms/rules';
import type {ServerConfig} from './config';
import {checkResumeBytes} from './resume';
import type {Notification, Store} from './store';

/** D18: resumes live here, outside build/, and no route serves this folder. */
export function resumesDir(dataDir: string): string {
  return join(dataDir, 'resumes');
}

/** The honeypot: a hidden text input people never fill in (D19). */
export const honeypotField = 'website';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isHoneypotFilled(body: Body): boolean {
  return text(body[honeypotField]) !== '';
}

// Header values must stay on one line whatever the visitor typed.
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, 150);
}

function requireJsonObject(request: FastifyRequest): Body {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Send the form as application/json');
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object');
  return body as Body;
}

function failIfInvalid(errors: FieldErrors<Record<string, string>>): void {
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, 'Some fields are not valid', englishMessages(errors));
  }
}

function enquiryFrom(body: Body): ContactEnquiry {
  failIfInvalid(validateContactEnquiry(body));
  return {
    name: text(body.name),
    phoneNumber: text(body.phoneNumber),
    email: text(body.email),
    companyName: text(body.companyName),
    enquiries: text(body.enquiries),
  };
}

function enquiryNotification(enquiry: ContactEnquiry): Notification {
  return {
    inbox: 'sales',
    replyTo: enquiry.email,
    subject: oneLine(`Website enquiry: ${enquiry.enquiries} from ${enquiry.companyName}`),
    body: [
      'A visitor sent the contact form on the website.',
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phoneNumber}`,
      `Company: ${enquiry.companyName}`,
      `Enquiry: ${enquiry.enquiries}`,
      '',
    ].join('\n'),
  };
}

/** Writes the resume durably under a random name; returns that name. */
function saveResume(dataDir: string, bytes: Buffer, extension: string): string {
  const dir = resumesDir(dataDir);
  mkdirSync(dir, {recursive: true, mode: 0o700});
  const storedName = `${randomUUID()}${extension}`;
  const partial = join(dir, `.${storedName}.partial`);
  const fd = openSync(partial, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, join(dir, storedName));
  return storedName;
}

interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

async function readCareerForm(request: FastifyRequest): Promise<{fields: Body; file: UploadedFile | undefined}> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the application as multipart/form-data');
  const fields: Body = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) {
          file = {fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes};
        }
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as {statusCode?: number}).statusCode;
    if ((error as {code?: string}).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'The file is too large', {file: ruleMessages.fileSize});
    }
    if (status === 413) throw new ApiError(413, 'The form has too many parts');
    throw new ApiError(400, 'The form data could not be read');
  }
  return {fields, file};
}

export async function registerApi(
  app: FastifyInstance,
  options: {config: ServerConfig; store: Store; onQueued: () => void},
): Promise<void> {
  const {config, store, onQueued} = options;

  await app.register(
    async (api) => {
      // D19: only the configured origins may post from elsewhere; same-origin posts need no CORS.
      await api.register(fastifyCors, {
        origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
        methods: ['POST', 'GET'],
        allowedHeaders: ['Content-Type', 'Accept'],
        maxAge: 600,
      });
      await api.register(fastifyRateLimit, {global: false});
      await api.register(fastifyMultipart, {
        limits: {
          fileSize: resumeRules.maxBytes,
          files: 1,
          fields: 10,
          fieldSize: 4096,
          parts: 12,
          headerPairs: 50,
        },
      });

      // CORS alone does not stop a cross-site form post (multipart needs no preflight):
      // a post whose Origin is neither this site nor a configured one is refused.
      api.addHook('onRequest', async (request) => {
        if (request.method !== 'POST') return;
        const origin = request.headers.origin;
        // No Origin: not a cross-site browser request (curl, a server-side client).
        if (origin === undefined) return;
        if (config.siteOrigins.includes(origin)) return;
        // Browsers say so themselves when a request comes from the site's own pages,
        // which holds behind a proxy that rewrites Host.
        if (request.headers['sec-fetch-site'] === 'same-origin') return;
        let host: string | undefined;
        try {
          host = new URL(origin).host;
        } catch {
          host = undefined; // "null" (sandboxed frames, file:) and garbage
        }
        const forwardedHost = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
        if (!host || host !== (forwardedHost ?? request.headers.host)) throw new ApiError(403, 'Origin not allowed');
      });

      // Counted per address and per endpoint: one contact submission makes two calls.
      const rateLimit = {
        rateLimit: {
          max: config.rateLimitMax,
          timeWindow: config.rateLimitWindowMs,
        },
      };

      api.get('/health', async () => ({status: 'ok'}));

      api.post('/googleSheet-contact-form', {config: rateLimit}, async (request) => {
        const body = requireJsonObject(request);
        if (isHoneypotFilled(body)) return {ok: true, id: randomUUID()};
        const id = store.addEnquiry(enquiryFrom(body));
        return {ok: true, id};
      });

      api.post('/contact-form', {config: rateLimit}, async (request) => {
        const body = requireJsonObject(request);
        if (isHoneypotFilled(body)) return {ok: true};
        store.enqueue(enquiryNotification(enquiryFrom(body)));
        onQueued();
        return {ok: true};
      });

      api.post('/newsletter-signup', {config: rateLimit}, async (request) => {
        const body = requireJsonObject(request);
        if (isHoneypotFilled(body)) return {ok: true};
        failIfInvalid(validateSignup(body));
        store.addSignup(text(body.email));
        return {ok: true};
      });

      api.post('/careers-form', {config: rateLimit}, async (request) => {
        const {fields, file} = await readCareerForm(request);
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

        const application: CareerApplicationFields = {
          name: text(fields.name),
          email: text(fields.email),
          phoneNumber: text(fields.phoneNumber),
          position: text(fields.position),
        };
        const originalName = safeFileName(file.filename);
        const storedName = saveResume(config.dataDir, file.bytes, detected.extension);
        let id: string;
        try {
          id = store.addApplication(
            application,
            {storedName, originalName, detectedType: detected.mime, bytes: file.bytes.length},
            {
              inbox: 'hr',
              replyTo: application.email,
              subject: oneLine(`Job application: ${application.position} from ${application.name}`),
              body: [
                'A visitor applied through the careers form on the website.',
                '',
                `Name: ${application.name}`,
                `Email: ${application.email}`,
                `Phone: ${application.phoneNumber}`,
                `Position: ${application.position}`,
                `Resume: ${originalName} (${detected.mime}, ${file.bytes.length} bytes), stored as resumes/${storedName}`,
              ].join('\n'),
            },
          );
        } catch (error) {
          rmSync(join(resumesDir(config.dataDir), storedName), {force: true});
          throw error;
        }
        onQueued();
        return {ok: true, id};
      });
    },
    {prefix: '/api'},
  );
}

/** Texts of the client-error statuses the server sends; any other 4xx is sent with its standard reason. */
const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be read',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  412: 'Precondition failed',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  416: 'Range not satisfiable',
  429: 'Too many submissions from your address; please try again in a minute',
};

/**
 * D19: every error answer is JSON `{error, fields}`, never a stack trace or a path. A client's
 * mistake (any 4xx, such as a bad Range or If-Match header) keeps its status;
 * only the server's own failures become 500 and are logged.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send({error: error.message, fields: error.fields});
  }
  const status = (error as {statusCode?: number; status?: number}).statusCode ?? (error as {status?: number}).status ?? 500;
  if (!Number.isInteger(status) || status < 400 || status >= 500) {
    request.log.error(error);
    return reply.code(500).send({error: 'Internal error', fields: {}});
  }
  return reply.code(status).send({error: clientErrorMessages[status] ?? STATUS_CODES[status] ?? 'Bad request', fields: {}});
}
