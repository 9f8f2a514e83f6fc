import {STATUS_CODES} from 'node:http';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {ApiError} from '../http';
import {IdempotencyConflictError} from '../submissions';

/** Texts of the client-error statuses the server sends; any other 4xx is sent with its standard reason. */
const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be read',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'The request took too long to arrive',
  412: 'Precondition failed',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  416: 'Range not satisfiable',
  431: 'The request headers are too large',
  507: 'Files cannot be received at the moment',
  429: 'Too many submissions from your address; please try again in a minute',
};

/**
 * Connections whose malformed request Node's parser refused and app.ts's client error
 * handler already logged: the route reading that request's body then fails too, and says nothing more.
 */
export const refusedConnections = new WeakSet<object>();

/**
 * A multipart body past its part limit: answered at the first part over it, the rest never
 * read (issue 65: a million tiny parts were parsed for 9.4 s before the 413).
 */
export function tooManyParts(): ApiError {
  return new ApiError(413, 'The form has too many parts', {}, [], {connection: 'close'});
}

/** Errors of a request body the client broke off mid-way. */
const cutOffCodes = ['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'];

/** The text a client reads for a 4xx status. */
export function clientErrorMessage(status: number): string {
  return clientErrorMessages[status] ?? STATUS_CODES[status] ?? 'Bad request';
}

/**
 * D19: every error answer is JSON `{error, fields}`, never a stack trace or a path. A client's
 * mistake (any 4xx, such as a bad Range or If-Match header) keeps its status;
 * only the server's own failures become 500 and are logged.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    const body = {error: error.message, fields: error.fields};
    reply.headers(error.headers);
    return reply.code(error.statusCode).send(error.fileErrors.length > 0 ? {...body, fileErrors: error.fileErrors} : body);
  }
  if (error instanceof IdempotencyConflictError) {
    return reply.code(409).send({error: error.message, fields: {}});
  }
  const code = (error as {code?: unknown}).code;
  if (typeof code === 'string' && (code.startsWith('HPE_') || cutOffCodes.includes(code))) {
    // A body Node could not parse, or one the client cut off: its mistake, logged once without a stack (issue 65).
    if (!refusedConnections.has(request.raw.socket)) request.log.warn({code}, 'malformed or cut-off request refused (400)');
    return reply.code(400).send({error: clientErrorMessage(400), fields: {}});
  }
  const status = (error as {statusCode?: number; status?: number}).statusCode ?? (error as {status?: number}).status ?? 500;
  if (!Number.isInteger(status) || status < 400 || status >= 500) {
    request.log.error(error);
    return reply.code(500).send({error: 'Internal error', fields: {}});
  }
  return reply.code(status).send({error: clientErrorMessage(status), fields: {}});
}
