import fastifyHelmet from '@fastify/helmet';
import type {FastifyInstance} from 'fastify';
import type {ServerConfig} from '../config';
import type {ScriptHashes} from '../site';

// The origin of an absolute FORMS_API_URL (D10), so the CSP lets the forms reach it.
function formsApiOrigin(config: ServerConfig): string[] {
  const configured = config.formsApiUrl;
  if (!configured || !/^https?:\/\//.test(configured)) return [];
  return [new URL(configured).origin];
}

/**
 * @fastify/helmet on every answer (D19): the pages' Content-Security-Policy,
 * which allows exactly the build's inline scripts (their hashes, read from
 * the build), a permissions policy, and the strictest policy for JSON answers.
 */
export async function registerHelmet(app: FastifyInstance, scriptHashes: ScriptHashes): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Docusaurus inlines one small script per page; its hash is allowed, no other inline script.
        scriptSrc: ["'self'", () => scriptHashes.current().join(' ')],
        // React renders style attributes (e.g. an image's aspect ratio), which only 'unsafe-inline' allows.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...formsApiOrigin(app.config)],
        // No page embeds another site (the office maps are our own drawings).
        frameSrc: ["'none'"],
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
  // The page policy (1.8 KB of script hashes) means nothing to JSON: an API
  // answer gets the strictest policy instead.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
}
