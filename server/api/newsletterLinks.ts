import fastifyMultipart from '@fastify/multipart';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {rateLimitPlugin} from '../plugins/rateLimit';

/**
 * The newsletter's links (D41). Each e-mail link opens a page of the site
 * (`/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`, and
 * their Hindi twins under /hi), pre-rendered like every page, with one
 * button in a plain `<form method="post">`. With no action, the form posts
 * to the page's own URL, token included, so the page needs no script; the
 * routes here answer that POST. A GET changes nothing, so a link scanner
 * that opens the link confirms or unsubscribes no one.
 *
 * The unsubscribe URL is also the List-Unsubscribe header's (RFC 8058): a
 * mail client's one-click POST (`List-Unsubscribe=One-Click`) gets 200 and
 * plain text; a visitor's POST is redirected (303) to the page that says
 * what happened, or to the one for a link that is unknown or already used.
 */
export async function registerNewsletterLinks(app: FastifyInstance): Promise<void> {
  // A scope of their own, for their body parsers and rate limit.
  await app.register(newsletterLinkRoutes);
}

async function newsletterLinkRoutes(app: FastifyInstance): Promise<void> {
  // The pages' forms and RFC 8058 clients post form-encoded bodies, which Fastify does not parse by itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', {parseAs: 'string', bodyLimit: 1024}, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // RFC 8058 lets a mail client send its one-click POST as multipart/form-data too (issue 42:
  // it got 415). Its one field lands in the body like a form-encoded one; no files.
  await app.register(fastifyMultipart, {attachFieldsToBody: 'keyValues', limits: {files: 0, fields: 4, fieldSize: 256, parts: 4}});
  // Tokens cannot be guessed (256 bits), but each try costs a database lookup: the
  // same limit per address as the forms' (issue 42: these posts had none).
  await app.register(rateLimitPlugin);
  const rateLimit = {max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs};

  for (const prefix of ['', '/hi']) {
    const page = (name: string) => `${prefix}/newsletter/${name}`;
    const tokenOf = (request: FastifyRequest) => {
      const token = (request.query as Record<string, unknown>).token;
      return typeof token === 'string' ? token : '';
    };
    const redirect = (reply: FastifyReply, name: string) => reply.code(303).header('location', page(name)).send();

    app.post(page('confirm'), {config: {rateLimit}}, async (request, reply) => {
      const confirmed = await app.submissions.confirmSignup(tokenOf(request));
      return redirect(reply, confirmed ? 'confirmed' : 'link-invalid');
    });

    app.post(page('unsubscribe'), {config: {rateLimit}}, async (request, reply) => {
      const unsubscribed = await app.submissions.unsubscribe(tokenOf(request));
      const body = request.body as Record<string, unknown> | undefined;
      if (body?.['List-Unsubscribe'] === 'One-Click') {
        // The mail client shows no page; an unknown token is no error worth retrying.
        return reply.type('text/plain; charset=utf-8').send(unsubscribed ? 'Unsubscribed.\n' : 'Nothing to unsubscribe.\n');
      }
      return redirect(reply, unsubscribed ? 'unsubscribed' : 'link-invalid');
    });
  }
}
