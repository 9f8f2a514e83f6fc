import fastifyCors from '@fastify/cors';
import fastifyPlugin from 'fastify-plugin';
import {idempotencyHeader} from '../http';

/**
 * @fastify/cors in the API's scope (D19): only the configured origins
 * (SITE_ORIGINS) may post from elsewhere; same-origin posts need no CORS.
 */
export const corsPlugin = fastifyPlugin(
  async (api) => {
    const {siteOrigins} = api.config;
    await api.register(fastifyCors, {
      origin: siteOrigins.length > 0 ? siteOrigins : false,
      methods: ['POST', 'GET'],
      allowedHeaders: ['Content-Type', 'Accept', idempotencyHeader],
      maxAge: 600,
    });
  },
  {name: 'trendsoft-cors'},
);
