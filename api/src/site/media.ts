import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The artwork the demo brands' image CDN list points at (`/media`): our own, shipped in api/media. */
export const mediaDir = path.resolve(__dirname, '..', '..', 'media');

export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
  });
}
