import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { envelopeResponses, MerchantWalletBodySchema, MerchantWalletChangeSchema, ok } from '@khela/contracts';
import { setWalletMode } from './wallet-mode-settings';

/** PUT /ops/merchants/:code/wallet-mode: single wallet or game wallets (docs/spec-sweep.md, "Merchant wallet"). */
export const walletModeRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/ops/merchants/:code/wallet-mode',
    {
      schema: {
        tags: ['operator'],
        summary: "Set a brand's wallet mode: isSingle true shows members one balance and no game wallets",
        headers: OperatorHeadersSchema,
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: MerchantWalletBodySchema,
        response: envelopeResponses(MerchantWalletChangeSchema),
      },
    },
    async (request) => {
      // An admin of this brand, or of every brand.
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setWalletMode(db, actor, request.params.code, request.body.isSingle));
    },
  );
};
