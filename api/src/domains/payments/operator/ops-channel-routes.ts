import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { envelopeResponses, ok } from '@khela/contracts';
import { channelWire, limitsWire, setChannel, setPaymentLimits, switchChannel } from '../channels/channel-admin';

const Code = Type.String({ minLength: 1, maxLength: 64 });
const Paisa = (description: string) => Type.Integer({ description: `${description}, in paisa` });

const ChannelBody = Type.Object({
  kind: Type.String({ maxLength: 16, description: 'gateway or manual' }),
  nameEn: Type.String({ maxLength: 200 }),
  nameBn: Type.String({ maxLength: 200 }),
  min: Paisa('The smallest deposit'),
  max: Paisa('The largest deposit'),
  fields: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 4, description: 'What a manual deposit form asks: payerAccount, payerName' })),
  payeeName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  payeeAccount: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  accountPattern: Type.Optional(Type.String({ maxLength: 200, description: 'Payout account numbers on this channel must match it' })),
  depositEnabled: Type.Optional(Type.Boolean()),
  payoutEnabled: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Type.Integer()),
});

const ChannelViewSchema = Type.Object({
  merchant: Type.String(),
  code: Type.String(),
  kind: Type.String(),
  name: Type.Object({ bn: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }),
  min: Type.Integer(),
  max: Type.Integer(),
  fields: Type.Array(Type.String()),
  payee: Type.Union([Type.Object({ name: Type.String(), accountNumber: Type.String() }), Type.Null()]),
  accountPattern: Type.String(),
  depositEnabled: Type.Boolean(),
  payoutEnabled: Type.Boolean(),
});

const LimitsBody = Type.Object({
  withdrawalMin: Paisa('The smallest withdrawal'),
  withdrawalMax: Paisa('The largest withdrawal'),
  withdrawalDailyCount: Type.Integer({ description: 'Withdrawals a member may request per day' }),
  uplineMin: Paisa('The smallest transfer to the upline'),
  uplineMax: Paisa('The largest transfer to the upline'),
  uplineConfirmMinutes: Type.Optional(Type.Integer()),
});
const LimitsView = Type.Object({
  merchant: Type.String(),
  withdrawalMin: Type.Integer(),
  withdrawalMax: Type.Integer(),
  withdrawalDailyCount: Type.Integer(),
  uplineMin: Type.Integer(),
  uplineMax: Type.Integer(),
  uplineConfirmMinutes: Type.Integer(),
});

/** /ops/merchants/:merchant/payment-channels and /payment-limits: a brand's ways to pay and its limits (docs/payments.md). */
export const opsChannelRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['operator'];
  app.put(
    '/ops/merchants/:merchant/payment-channels/:code',
    {
      schema: {
        tags,
        summary: "Add or update a brand's payment channel (gateway, or manual with its payee) and its deposit limits",
        headers: OperatorHeadersSchema,
        params: Type.Object({ merchant: Code, code: Code }),
        body: ChannelBody,
        response: envelopeResponses(ChannelViewSchema),
      },
    },
    async (request) => {
      const { merchant, code } = request.params;
      const actor = requireOperator(request, ['admin'], merchant);
      const { min, max, ...rest } = request.body;
      return ok(channelWire(await setChannel(db, actor, merchant, { code, ...rest, min: BigInt(min), max: BigInt(max) })));
    },
  );
  app.post(
    '/ops/merchants/:merchant/payment-channels/:code/:switch',
    {
      schema: {
        tags,
        summary: "Switch a brand's payment channel off (deposits and payouts) or on",
        headers: OperatorHeadersSchema,
        params: Type.Object({ merchant: Code, code: Code, switch: Type.Union([Type.Literal('enable'), Type.Literal('disable')]) }),
        response: envelopeResponses(ChannelViewSchema),
      },
    },
    async (request) => {
      const { merchant, code } = request.params;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(channelWire(await switchChannel(db, actor, merchant, code, request.params.switch === 'enable')));
    },
  );
  app.put(
    '/ops/merchants/:merchant/payment-limits',
    {
      schema: {
        tags,
        summary: "A brand's withdrawal and upline-transfer limits",
        headers: OperatorHeadersSchema,
        params: Type.Object({ merchant: Code }),
        body: LimitsBody,
        response: envelopeResponses(LimitsView),
      },
    },
    async (request) => {
      const { merchant } = request.params;
      const actor = requireOperator(request, ['admin'], merchant);
      const b = request.body;
      const settings = await setPaymentLimits(db, actor, merchant, {
        withdrawalMin: BigInt(b.withdrawalMin), withdrawalMax: BigInt(b.withdrawalMax), withdrawalDailyCount: b.withdrawalDailyCount,
        uplineMin: BigInt(b.uplineMin), uplineMax: BigInt(b.uplineMax), ...(b.uplineConfirmMinutes !== undefined ? { uplineConfirmMinutes: b.uplineConfirmMinutes } : {}),
      });
      return ok(limitsWire(settings));
    },
  );
};
