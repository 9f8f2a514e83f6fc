import fastifyMultipart from '@fastify/multipart';
import fastifyPlugin from 'fastify-plugin';
import {resumeRules} from '../../src/forms/rules';

/**
 * @fastify/multipart in the API's scope, with the careers form's limits; the
 * quote form sets its own per request (api/quotes.ts).
 */
export const multipartPlugin = fastifyPlugin(
  async (api) => {
    await api.register(fastifyMultipart, {
      limits: {
        fileSize: resumeRules.maxBytes,
        files: 1,
        fields: 10,
        fieldSize: 4096,
        parts: 12,
        headerPairs: 50,
      },
    });
  },
  {name: 'trendsoft-multipart'},
);
