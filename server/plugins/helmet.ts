import fastifyHelmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';
import type {ServerConfig} from '../config';
import type {PageScriptHashes} from '../site';

// The origin of an absolute FORMS_API_URL (D10), so the CSP lets the forms reach it.
function formsApiOrigin(config: ServerConfig): string[] {
  const configured = config.formsApiUrl;
  if (!configured || !/^https?:\/\//.test(configured)) return [];
  return [new URL(configured).origin];
}

/**
 * @fastify/helmet on every answer (D19): the pages' Content-Security-Policy,
 * a permissions policy, and the strictest policy for answers that are never a
 * document (JSON, stylesheets, scripts, fonts, raster images). A built page's
 * policy allows exactly its own inline scripts, by hash (D84); any other
 * document, none.
 */
export const helmetPlugin = fastifyPlugin<{pageScriptHashes: PageScriptHashes}>(
  async (app, {pageScriptHashes}) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // A built page adds the hashes of its own inline scripts (onSend below).
          scriptSrc: [pageScriptSource],
          // React renders style attributes (e.g. an image's aspect ratio), which only 'unsafe-inline' allows.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...formsApiOrigin(app.config)],
          // No page embeds another site (the office maps are our own drawings); the component
          // library shows its own example pages in frames (D114).
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      // The maps frames are cross-origin documents without CORP headers.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    });
    // The page policy is for the pages. Sent with every stylesheet, script, font
    // and drawing it weighed more than the brand font on a page's first load
    // (D49). Those answers, and the API's JSON, get the strictest policy a
    // browser opening one directly should apply; a drawing, which is a document
    // when opened on its own, gets no script at all.
    app.addHook('onSend', async (_request, reply, payload) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      // Also on a 304, which has no content type: its headers replace the cached page's.
      if (reply.builtPage) {
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', withScriptHashes(policy, pageScriptHashes.of(reply.builtPage)));
      } else if (passiveContentType.test(contentType)) reply.header('content-security-policy', strictPolicy);
      else if (/^image\/svg\+xml\b/.test(contentType)) reply.header('content-security-policy', drawingPolicy);
      return payload;
    });
  },
  {name: 'trendsoft-helmet'},
);

const pageScriptSource = "'self'";

/** `policy` with `hashes` added to its script-src, which is `'self'` alone until then. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const scriptSrc = `script-src ${pageScriptSource};`;
  if (!policy.includes(scriptSrc)) throw new Error(`The page policy has no "${scriptSrc}" to add hashes to`);
  return hashes.length === 0 ? policy : policy.replace(scriptSrc, `script-src ${pageScriptSource} ${hashes.join(' ')};`);
}

/** Answers that no browser runs as a document: the page policy means nothing to them. */
const passiveContentType =
  /^(application\/(json|manifest\+json|javascript)|text\/(css|javascript)|font\/|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))\b/;
/** Nothing may load and nothing may frame it. */
const strictPolicy = "default-src 'none'; frame-ancestors 'none'";
/** Our drawings are self-contained: no script, no fetch; their own styles only. */
const drawingPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
