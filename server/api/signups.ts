import type {FastifyPluginAsync} from 'fastify';
import {validateSignup} from '../../src/forms/rules';
import {failIfInvalid, isHoneypotFilled, requireJsonObject, text, type FormRoutesOptions} from './requests';

/** The e-mail sign-up strip: an address is stored once, so a retry never duplicates it. */
export const signupRoutes: FastifyPluginAsync<FormRoutesOptions> = async (api, {rateLimit}) => {
  const {submissions} = api;
  api.post('/newsletter-signup', {config: {rateLimit}}, async (request) => {
    const body = requireJsonObject(request);
    if (isHoneypotFilled(body)) return {ok: true};
    failIfInvalid(validateSignup(body));
    await submissions.addSignup(text(body.email));
    return {ok: true};
  });
};
