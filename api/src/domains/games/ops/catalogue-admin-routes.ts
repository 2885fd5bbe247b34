import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { Env } from '@khela/server-kit/secrets';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { envelopeResponses, ok } from '@khela/contracts';
import { offerVendorAtBrand, setGame, setVendor, showVendor, switchGame, switchVendor } from './catalogue-admin';

const Code = Type.String({ minLength: 1, maxLength: 64 });

const VendorBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  gameTypes: Type.Array(Type.String({ maxLength: 16 }), { minItems: 1, maxItems: 11 }),
  mode: Type.String({ maxLength: 16, description: 'seamless or transfer' }),
  launchUrl: Type.String({ maxLength: 500, description: "The vendor's game page, or a path under the brand's launch hosts (launchGameCDNs); the launch adds its query" }),
  apiUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()], { description: "Transfer mode: the vendor's wallet API" })),
  timeoutMs: Type.Optional(Type.Integer({ description: "A transfer call's time-out, 500 to 60000 ms" })),
  freeTrial: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Type.Integer()),
});

const VendorView = Type.Object({
  code: Type.String(),
  name: Type.String(),
  gameTypes: Type.Array(Type.String()),
  mode: Type.String(),
  launchUrl: Type.String(),
  apiUrl: Type.Union([Type.String(), Type.Null()]),
  timeoutMs: Type.Integer(),
  freeTrial: Type.Boolean(),
  enabled: Type.Boolean(),
  secretVariable: Type.String({ description: 'Where the api reads the wallet secret at every start (never sent or shown)' }),
});

const OfferBody = Type.Object({ gameTypes: Type.Array(Type.String({ maxLength: 16 }), { minItems: 1, maxItems: 11 }), enabled: Type.Optional(Type.Boolean()) });
const OfferView = Type.Object({ merchant: Type.String(), vendor: Type.String(), gameTypes: Type.Array(Type.String()), enabled: Type.Boolean() });

const GameParams = Type.Object({ vendor: Code, gameType: Type.String({ minLength: 1, maxLength: 16 }), gameCode: Code });
const GameBody = Type.Object({
  nameEn: Type.String({ maxLength: 200 }),
  nameBn: Type.String({ maxLength: 200 }),
  classification: Type.Optional(Type.Union([Type.String({ maxLength: 4 }), Type.Null()])),
  hotRank: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  sortOrder: Type.Optional(Type.Integer()),
  trialSupported: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
});
const GameView = Type.Object({
  nodeId: Type.Integer(),
  vendorCode: Type.String(),
  gameType: Type.String(),
  gameCode: Type.String(),
  nameEn: Type.String(),
  nameBn: Type.String(),
  classification: Type.Union([Type.String(), Type.Null()]),
  hotRank: Type.Union([Type.Integer(), Type.Null()]),
  trialSupported: Type.Boolean(),
  enabled: Type.Boolean(),
  merchant: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const SwitchBody = Type.Object({ merchant: Type.Optional(Code) });
const Switch = Type.Union([Type.Literal('enable'), Type.Literal('disable')]);

export type VendorBodyType = Static<typeof VendorBody>;

/**
 * /ops/vendors, /ops/merchants/:merchant/vendors and /ops/games: a brand's game vendors and games
 * from commands (docs/games.md "Operators"; the CLI's `vendors` and `games`).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncTypebox<{ db: Db; env: Env }> = async (app, { db, env }) => {
  const tags = ['operator'];
  app.get(
    '/ops/vendors/:code',
    { schema: { tags, summary: "A vendor's wallet and launch settings", headers: OperatorHeadersSchema, params: Type.Object({ code: Code }), response: envelopeResponses(VendorView) } },
    async (request) => {
      requireOperator(request, ['admin', 'finance', 'support']);
      return ok(await showVendor(db, request.params.code));
    },
  );
  app.put(
    '/ops/vendors/:code',
    {
      schema: {
        tags,
        summary: 'Add or update a game vendor (every brand): categories, wallet mode, api address, time-out, launch page. Its secret is VENDOR_SECRET_<CODE> of the environment',
        headers: OperatorHeadersSchema,
        params: Type.Object({ code: Code }),
        body: VendorBody,
        response: envelopeResponses(VendorView),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin']);
      return ok(await setVendor(db, actor, { code: request.params.code, ...request.body }, env));
    },
  );
  app.post(
    '/ops/vendors/:code/:switch',
    {
      schema: { tags, summary: 'Switch a vendor off or on everywhere', headers: OperatorHeadersSchema, params: Type.Object({ code: Code, switch: Switch }), response: envelopeResponses(VendorView) },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin']);
      return ok(await switchVendor(db, actor, request.params.code, request.params.switch === 'enable'));
    },
  );
  app.put(
    '/ops/merchants/:merchant/vendors/:code',
    {
      schema: {
        tags,
        summary: "What a brand offers of a vendor: its categories there, on or off",
        headers: OperatorHeadersSchema,
        params: Type.Object({ merchant: Code, code: Code }),
        body: OfferBody,
        response: envelopeResponses(OfferView),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.params.merchant);
      return ok(await offerVendorAtBrand(db, actor, request.params.merchant, request.params.code, request.body.gameTypes, request.body.enabled ?? true));
    },
  );
  app.put(
    '/ops/games/:vendor/:gameType/:gameCode',
    { schema: { tags, summary: 'Add or update a game in the catalogue (every brand)', headers: OperatorHeadersSchema, params: GameParams, body: GameBody, response: envelopeResponses(GameView) } },
    async (request) => {
      const actor = requireOperator(request, ['admin']);
      const { vendor, gameType, gameCode } = request.params;
      return ok(await setGame(db, actor, { vendorCode: vendor, gameType, gameCode, ...request.body }));
    },
  );
  app.post(
    '/ops/games/:vendor/:gameType/:gameCode/:switch',
    {
      schema: {
        tags,
        summary: 'Switch a game off or on: everywhere, or only at the brand the body names',
        headers: OperatorHeadersSchema,
        params: Type.Object({ ...GameParams.properties, switch: Switch }),
        body: Type.Optional(SwitchBody),
        response: envelopeResponses(GameView),
      },
    },
    async (request) => {
      const merchant = request.body?.merchant ?? null;
      const actor = requireOperator(request, ['admin'], merchant ?? undefined);
      const { vendor, gameType, gameCode } = request.params;
      return ok(await switchGame(db, actor, { vendorCode: vendor, gameType, gameCode, merchant, enabled: request.params.switch === 'enable' }));
    },
  );
};
