import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { type Db, selectInto } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { envelopeResponses, ok, OutboxMessageSchema } from '@khela/contracts';
import { destinationKey } from './code-purposes';

/** An outbox row as selected: the message but for its time, still a Date. */
type OutboxRow = Omit<Static<typeof OutboxMessageSchema>, 'createdAt'> & { createdAt: Date };

const COLUMNS = selectInto<OutboxRow>({
  id: 'id::text', merchantCode: 'merchant_code', channel: 'channel', destination: 'destination', subject: 'subject', body: 'body',
  createdAt: 'created_at',
});

/**
 * The outbox, read back by operators and end-to-end tests: what the outbox provider "sent" to
 * one destination, newest first. In the /ops scope, behind its operator guard.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {

  app.get(
    '/ops/outbox',
    {
      schema: {
        tags: ['operator'],
        summary: "Messages written to the outbox for one destination (+8801712345678 or an e-mail address), newest first; a brand's admin reads their brand's",
        headers: OperatorHeadersSchema,
        querystring: Type.Object({
          destination: Type.String({ minLength: 1, maxLength: 320 }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: envelopeResponses(Type.Array(OutboxMessageSchema)),
      },
    },
    async (request) => {
      // Codes and temporary passwords: only an admin reads them, and an admin of one brand only that brand's.
      const actor = requireOperator(request, ['admin']);
      const rows = await db.query<OutboxRow>(
        `SELECT ${COLUMNS} FROM outbox WHERE destination = $1 AND ($3::text IS NULL OR merchant_code = $3) ORDER BY outbox.id DESC LIMIT $2`,
        [destinationKey(request.query.destination), request.query.limit, actor.merchantCode],
      );
      return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );
};
