import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, LiveTablesBodySchema, LiveTablesChangeSchema, ok, OPERATOR_ROLES } from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { readLiveTables, setLiveTables } from './live-tables-settings';

const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/** GET and PUT /ops/merchants/:code/live-tables: the brand's live tables and their dealers (docs/spec-sweep.md). */
export const liveTablesOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/merchants/:code/live-tables',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's live tables as set, in the order shown, with their dealers",
        headers: OperatorHeadersSchema,
        params: Code,
        response: envelopeResponses(Type.Omit(LiveTablesChangeSchema, ['previous'])),
      },
    },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.params.code);
      return ok(await readLiveTables(db, request.params.code));
    },
  );

  app.put(
    '/ops/merchants/:code/live-tables',
    {
      schema: {
        tags: ['operator'],
        summary: "Set the brand's live tables (the whole list, in the order shown): each a LIVE or COCKFIGHT game it shows, with its dealer's names and picture",
        headers: OperatorHeadersSchema,
        params: Code,
        body: LiveTablesBodySchema,
        response: envelopeResponses(LiveTablesChangeSchema),
      },
    },
    async (request) => {
      // An admin of this brand, or of every brand.
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setLiveTables(db, actor, request.params.code, request.body.tables));
    },
  );
};
