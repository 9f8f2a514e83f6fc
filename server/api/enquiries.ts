import {randomUUID} from 'node:crypto';
import type {FastifyPluginAsync} from 'fastify';
import {contactEnquiryFields, validateContactEnquiry, type ContactEnquiry} from '../../src/forms/rules';
import {ApiError} from '../http';
import {
  failIfInvalid,
  fieldsFrom,
  idempotencyOf,
  isHoneypotFilled,
  requireJsonObject,
  text,
  type Body,
  type FormRoutesOptions,
} from './requests';

function enquiryFrom(body: Body): ContactEnquiry {
  failIfInvalid(validateContactEnquiry(body));
  return fieldsFrom(contactEnquiryFields, body);
}

const referencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The contact form's two calls (docs/product.md §7). The first stores the enquiry and
 * its notification in one transaction and answers its reference; the second
 * acknowledges that reference, as often as it is repeated, and stores nothing new.
 * A second call with the enquiry's body and no reference, as the old site's contract has it,
 * acknowledges the enquiry the first call stored with the same body (D38).
 */
export const enquiryRoutes: FastifyPluginAsync<FormRoutesOptions> = async (api, options) => {
  const {submissions} = api;
  // One submission makes both calls, so they count together: RATE_LIMIT_MAX calls in all,
  // not that many of each (issue 65).
  const rateLimit = {...options.rateLimit, groupId: 'contact'};
  api.post('/googleSheet-contact-form', {config: {rateLimit}}, async (request) => {
    const body = requireJsonObject(request);
    if (isHoneypotFilled(body)) return {ok: true, id: randomUUID()};
    const enquiry = enquiryFrom(body);
    const {reference} = await submissions.addEnquiry(enquiry, idempotencyOf(request, enquiry));
    return {ok: true, id: reference};
  });

  api.post('/contact-form', {config: {rateLimit}}, async (request) => {
    const body = requireJsonObject(request);
    if (isHoneypotFilled(body)) return {ok: true};
    // The old contract's second call: "the same JSON body", without the reference (D38).
    if (body.reference === undefined) {
      const {reference} = await submissions.acknowledgeEnquiry(enquiryFrom(body));
      return {ok: true, id: reference};
    }
    const reference = text(body.reference).toLowerCase();
    if (!referencePattern.test(reference)) {
      throw new ApiError(400, 'Send the reference the first call answered', {reference: 'The enquiry reference is missing or malformed'});
    }
    if (!(await submissions.confirmEnquiry(reference))) throw new ApiError(404, 'No enquiry has this reference');
    return {ok: true, id: reference};
  });
};
