import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import { BindPayoutAccountBodySchema, CommonHeadersSchema, envelopeResponses, ok, OrderAnswerSchema, PayoutAccountSchema, PayoutAccountsSchema, WithdrawalBodySchema, WithdrawalLimitsSchema, WithdrawalRecordSchema } from '@khela/contracts';
import { merchantOf } from '../../../platform/request-context';
import { afterSensitiveChange, findMemberById, requireRealMember, requireRecentPassword } from '../../identity';
import { ApiError } from '../../../platform/errors';
import type { Ledger } from '../../wallet';
import { channelName, listChannels } from '../channels/channels';
import { paymentSettings } from '../channels/payment-settings';
import { memberOrderRecordRoute } from '../shared/member-order-records';
import { toWire } from '../shared/money';
import { checkPaymentPassword } from '../shared/payment-password';
import { bindPayoutAccount, listPayoutAccounts, payoutAccountView } from './payout-accounts';
import { listWithdrawals, memberWithdrawalView, withdrawalsToday } from './withdrawal-records';
import { openBonusToWire, type WithdrawalGuards } from '../ports/withdrawal-guard';
import { requestWithdrawal } from './withdrawals';

/** The withdraw page: payout accounts, limits, the request and the record. The player cannot cancel. */
export const withdrawalRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; withdrawalGuards: WithdrawalGuards }> = async (app, { db, ledger, withdrawalGuards }) => {
  app.get(
    '/wps/payments/payout-accounts',
    {
      schema: {
        tags: ['payments'],
        summary: "The member's payout accounts (numbers masked) and the channels one can be bound on",
        headers: CommonHeadersSchema,
        response: envelopeResponses(PayoutAccountsSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const channels = (await listChannels(db, merchant.code)).filter((channel) => channel.payoutEnabled);
      return ok({
        accounts: (await listPayoutAccounts(db, identity.memberId)).map((account) => payoutAccountView(account, request.language)),
        channels: channels.map((channel) => ({ code: channel.code, name: channelName(channel, request.language), accountPattern: channel.accountPattern })),
      });
    },
  );

  app.post(
    '/wps/payments/payout-accounts',
    {
      schema: {
        tags: ['payments'],
        summary: 'Bind a payout account (payment password, and the login password proved within 5 minutes)',
        headers: CommonHeadersSchema,
        body: BindPayoutAccountBodySchema,
        response: envelopeResponses(PayoutAccountSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      // A sensitive change (docs/identity.md): a stolen session must not add where the money goes.
      requireRecentPassword(identity);
      const merchant = merchantOf(request);
      const member = await findMemberById(db, merchant.code, identity.memberId);
      if (!member) throw new ApiError(401, 'login.not.session');
      const { paymentPassword, ...account } = request.body;
      await checkPaymentPassword(db, identity.memberId, paymentPassword);
      const bound = await bindPayoutAccount(db, { ...account, merchantCode: merchant.code, memberId: identity.memberId });
      await afterSensitiveChange(db, merchant, identity, { before: member, change: 'payout-account', language: request.language }, request.log);
      return ok(payoutAccountView(bound, request.language));
    },
  );

  app.get(
    '/wps/payments/withdrawals/limits',
    {
      schema: {
        tags: ['payments'],
        summary: "The brand's withdrawal limits, today's count, whether a payment password is set, and the open bonus a withdrawal would forfeit",
        headers: CommonHeadersSchema,
        response: envelopeResponses(WithdrawalLimitsSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const settings = await paymentSettings(db, merchant.code);
      const [member] = await db.query<{ has: boolean }>('SELECT payment_password_hash IS NOT NULL AS has FROM members WHERE id = $1', [identity.memberId]);
      const openBonus = await withdrawalGuards.openBonus(db, merchant.code, identity.memberId, request.language);
      return ok({
        min: toWire(settings.withdrawalMin),
        max: toWire(settings.withdrawalMax),
        dailyCount: settings.withdrawalDailyCount,
        usedToday: await withdrawalsToday(db, identity.memberId, merchant.timeZone),
        hasPaymentPassword: Boolean(member?.has),
        openBonus: openBonusToWire(openBonus),
      });
    },
  );

  app.post(
    '/wps/payments/withdrawals',
    {
      schema: {
        tags: ['payments'],
        summary: 'Request a withdrawal to a bound account: the funds are held until an operator approves or rejects',
        headers: CommonHeadersSchema,
        body: WithdrawalBodySchema,
        response: envelopeResponses(OrderAnswerSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { paymentPassword, forfeitBonus, ...body } = request.body;
      await checkPaymentPassword(db, identity.memberId, paymentPassword);
      const guard = { guards: withdrawalGuards, forfeitBonus: forfeitBonus === true, language: request.language };
      const order = await requestWithdrawal(db, ledger, merchantOf(request), identity.memberId, { ...body, amount: BigInt(body.amount) }, guard);
      return ok({ orderNo: order.orderNo, status: order.status });
    },
  );

  memberOrderRecordRoute(app, {
    orders: 'withdrawals',
    summary: "The member's withdrawal record, newest first",
    record: WithdrawalRecordSchema,
    list: (query) => listWithdrawals(db, query),
    view: memberWithdrawalView,
  });
};
