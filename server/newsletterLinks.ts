import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';

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
  // The pages' forms and RFC 8058 clients post form-encoded bodies, which Fastify does not parse by itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', {parseAs: 'string', bodyLimit: 1024}, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  for (const prefix of ['', '/hi']) {
    const page = (name: string) => `${prefix}/newsletter/${name}`;
    const tokenOf = (request: FastifyRequest) => {
      const token = (request.query as Record<string, unknown>).token;
      return typeof token === 'string' ? token : '';
    };
    const redirect = (reply: FastifyReply, name: string) => reply.code(303).header('location', page(name)).send();

    app.post(page('confirm'), async (request, reply) => {
      const confirmed = await app.submissions.confirmSignup(tokenOf(request));
      return redirect(reply, confirmed ? 'confirmed' : 'link-invalid');
    });

    app.post(page('unsubscribe'), async (request, reply) => {
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
