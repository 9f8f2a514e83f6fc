import type {FastifyPluginAsync} from 'fastify';
import {validateSignup} from '../../src/forms/rules';
import {ApiError} from '../http';
import {failIfInvalid, isHoneypotFilled, requireJsonObject, text, type FormRoutesOptions} from './requests';

/** The e-mail sign-up strip: an address is stored once, pending until its owner confirms it (D41). */
export const signupRoutes: FastifyPluginAsync<FormRoutesOptions> = async (api, {rateLimit}) => {
  const {submissions} = api;
  api.post('/newsletter-signup', {config: {rateLimit}}, async (request) => {
    const body = requireJsonObject(request);
    if (isHoneypotFilled(body)) return {ok: true};
    failIfInvalid(validateSignup(body));
    const locale = body.locale === undefined ? 'en' : text(body.locale);
    if (locale !== 'en' && locale !== 'hi') throw new ApiError(400, 'Some fields are not valid', {locale: 'The language must be en or hi'});
    // The links in the confirmation e-mail lead back to this site (D41), at the
    // configured origin: a request's Host is the client's to choose (issue 42).
    await submissions.addSignup(text(body.email), locale, api.config.siteUrl);
    // The same answer whether the address was new, pending or confirmed: it reveals nothing.
    return {ok: true};
  });
};
