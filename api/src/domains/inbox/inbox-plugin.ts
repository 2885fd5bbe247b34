import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { Inbox } from './inbox-live';
import { inboxOpsRoutes } from './inbox-ops-routes';
import { inboxRoutes } from './inbox-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member's inbox (docs/messages.md): its live badge's sources for /ws. */
    inbox: Inbox;
  }
}

/** The inbox domain, messageV2 (issue 18): personal messages, operators' broadcasts, the live unread badge. */
export const inboxPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    const inbox = new Inbox(db);
    app.decorate('inbox', inbox);
    app.addHook('onClose', async () => inbox.close());
    app.brandRoutes.add(inboxRoutes, { db, inbox });
    app.opsRoutes.add(inboxOpsRoutes, { db, inbox });
  },
  { name: 'inbox', dependencies: ['brand-scope', 'auth'] },
);
