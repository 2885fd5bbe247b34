import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import { CommonHeadersSchema, DepositAnswerSchema, DepositBodySchema, DepositChannelsAnswerSchema, DepositRecordSchema, envelopeResponses, ok } from '@khela/contracts';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import { channelName, listChannels } from '../channels/channels';
import { depositReturnUrl } from '../gateway/return-url';
import type { PaymentsOptions } from '../payments-options';
import { memberOrderRecordRoute } from '../shared/member-order-records';
import { toWire } from '../shared/money';
import { listDeposits, memberDepositView } from './deposit-records';
import { requestDeposit } from './deposit-requests';

/** The deposit page (depositv2) and the deposit record. */
export const depositRoutes: FastifyPluginAsyncTypebox<{ db: Db; payments: PaymentsOptions }> = async (app, { db, payments }) => {
  app.get(
    '/wps/payments/deposit/channels',
    {
      schema: {
        tags: ['payments'],
        summary: "The brand's deposit channels with their limits and the fields each form asks",
        headers: CommonHeadersSchema,
        response: envelopeResponses(DepositChannelsAnswerSchema),
      },
    },
    async (request) => {
      await requireRealMember(app, request);
      const channels = (await listChannels(db, merchantOf(request).code)).filter((channel) => channel.depositEnabled);
      return ok({
        channels: channels.map((channel) => ({
          code: channel.code,
          name: channelName(channel, request.language),
          kind: channel.kind,
          min: toWire(channel.min),
          max: toWire(channel.max),
          fields: channel.kind === 'manual' ? channel.fields : [],
          ...(channel.kind === 'manual' && channel.payee ? { payee: channel.payee } : {}),
        })),
      });
    },
  );

  app.post(
    '/wps/payments/deposits',
    {
      schema: {
        tags: ['payments'],
        summary: 'Request a deposit: manual ones wait for an operator, gateway ones answer the payUrl to open',
        headers: CommonHeadersSchema,
        body: DepositBodySchema,
        response: envelopeResponses(DepositAnswerSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const body = request.body;
      return ok(
        await requestDeposit(
          { db, payments, merchant, memberId: identity.memberId, language: request.language, returnUrl: () => depositReturnUrl(request, merchant) },
          { ...body, amount: BigInt(body.amount) },
        ),
      );
    },
  );

  memberOrderRecordRoute(app, {
    orders: 'deposits',
    summary: "The member's deposit record, newest first",
    record: DepositRecordSchema,
    list: (query) => listDeposits(db, query),
    view: memberDepositView,
  });
};
