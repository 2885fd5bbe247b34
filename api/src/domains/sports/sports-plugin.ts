import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { BookFeed } from './book-hot-matches';
import { sportsRoutes } from './sports-routes';

/** The sports domain: the home page's hot matches (brand-scoped), Khela's own book's first. */
export const sportsPlugin = fp<{ db: Db; sportsbookUrl?: string | null }>(
  async (app, { db, sportsbookUrl }) => {
    app.brandRoutes.add(sportsRoutes, { db, book: new BookFeed({ url: sportsbookUrl ?? null }) });
  },
  { name: 'sports', dependencies: ['brand-scope'] },
);
