import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { ChatHub } from './chat-hub';
import { chatOpsRoutes } from './chat-ops-routes';
import { chatRoutes } from './chat-routes';
import './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat's notices (docs/chat.md): its `chat` source for /ws and the support pages' stream. */
    chat: ChatHub;
  }
}

export interface ChatPluginOptions {
  db: Db;
  /** Redis for the support pages' notices across api instances; null: one instance. */
  redisUrl: string | null;
}

/** The live chat between members and the brand's support team (issue 18, docs/chat.md, docs/adr/0018). */
export const chatPlugin = fp<ChatPluginOptions>(
  async (app, { db, redisUrl }) => {
    const hub = new ChatHub(db, redisUrl, app.log);
    app.decorate('chat', hub);
    app.addHook('onClose', async () => hub.close());
    app.brandRoutes.add(chatRoutes, { db, hub });
    app.opsRoutes.add(chatOpsRoutes, { db, hub });
  },
  { name: 'chat', dependencies: ['brand-scope', 'ops-scope', 'identity'] },
);
