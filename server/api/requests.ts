import {createHash} from 'node:crypto';
import type {FastifyRequest} from 'fastify';
import {honeypotField, isHoneypotFilled} from '../../src/forms/honeypot';
import {englishMessages, lineSeparators, type FieldErrors, type FieldSpecs, type FieldsOf} from '../../src/forms/rules';

/** The honeypot (D19): the same field name and test as the browser forms. */
export {honeypotField, isHoneypotFilled};
import {requestHash} from '../submissions';
import type {IdempotencyKey} from '../storage/submissions';
import {ApiError, idempotencyHeader} from '../http';

/** A form's fields as received, before validation. */
export type Body = Record<string, unknown>;

/** A field's text as stored: trimmed, its line and paragraph separators the line breaks they stand for (issue 65). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(lineSeparators, '\n').trim() : '';
}

/**
 * Adds one multipart field to `fields`, a repeated one replacing the earlier value, except
 * the honeypot: filled in any repetition, it stays filled (issue 65: `website=x` then
 * `website=` was stored as a person's submission).
 */
export function addField(fields: Body, name: string, value: unknown): void {
  if (name === honeypotField && isHoneypotFilled(fields)) return;
  fields[name] = value;
}

/** A form's fields from the request, each trimmed text ('' when missing): exactly those its rules list. */
export function fieldsFrom<S extends FieldSpecs>(specs: S, body: Body): FieldsOf<S> {
  return Object.fromEntries(Object.keys(specs).map((field) => [field, text(body[field])])) as FieldsOf<S>;
}

export function requireJsonObject(request: FastifyRequest): Body {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Send the form as application/json');
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object');
  return body as Body;
}

export function failIfInvalid(errors: FieldErrors<Record<string, string>>): void {
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, 'Some fields are not valid', englishMessages(errors));
  }
}

/**
 * The request's idempotency key with the hash of what it submits, or
 * undefined when the client sent none (a script, an old page): such a call
 * is stored each time it is made. The key is the client's own: it is stored
 * as a hash of the client's address with it, so another address sending the
 * same key makes a submission of its own instead of reading the first one's
 * reference (issue 42). A browser that retries from another network (Wi-Fi
 * to mobile data) then stores a second copy, which staff can see; never a
 * stranger's answer.
 */
export function idempotencyOf(request: FastifyRequest, submitted: unknown): IdempotencyKey | undefined {
  const header = request.headers[idempotencyHeader];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || !/^[A-Za-z0-9_-]{8,200}$/.test(key)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 8 to 200 letters, digits, hyphens or underscores');
  }
  return {key: createHash('sha256').update(`${request.ip}\0${key}`).digest('base64url'), requestHash: requestHash(submitted)};
}

/**
 * What every form's routes are given: the per-route rate limit. Submissions,
 * the store and the configuration are on the instance (`api.submissions`).
 */
export interface FormRoutesOptions {
  rateLimit: {max: number; timeWindow: number};
}
