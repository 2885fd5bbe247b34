import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { packageDir } from '@khela/server-kit/package-dir';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db';
import { artworkRoutes } from './artwork-routes';

/** The artwork the demo brands' image CDN list points at (`/media`): our own, shipped in api/media. */
export const mediaDir = path.join(packageDir(__dirname), 'media');

/** /media: generated artwork for the catalogue's image paths, beside the shipped files. */
export const media = fp<{ db: Db }>(
  async (app, { db }) => {
    await app.register(artworkRoutes, { db });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    });
  },
  { name: 'media' },
);
