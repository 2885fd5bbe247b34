import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { packageDir } from '@khela/server-kit/package-dir';
import fp from 'fastify-plugin';

/** The support page's files (api/support-page): a plain page and script, no build step. */
export const supportPageDir = path.join(packageDir(__dirname), 'support-page');

/**
 * /support/: the brand support team's page (docs/chat.md "The support page"). Operators of the
 * support role sign in there and answer the live chat through the /ops chat API; the page itself
 * holds nothing secret, so it is served to anyone like the site.
 */
export const supportPage = fp(
  async (app) => {
    app.get('/support', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/support/', 301));
    await app.register(fastifyStatic, {
      root: supportPageDir,
      prefix: '/support/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  },
  { name: 'support-page' },
);
