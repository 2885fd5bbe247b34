import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import {
  AccountRecordPageSchema,
  AccountRecordQuerySchema,
  BalanceSchema,
  CommonHeadersSchema,
  ConsolidatedSchema,
  envelopeResponses,
  MerchantWalletSchema,
  moneyToWire,
  ok,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { requireRealMember } from '../identity';
import { readAccountRecord } from './account-record';
import type { Ledger } from './ledger/ledger';
import { consolidatedFunds, mainWalletTotals, openBonusAvailable } from './member-funds';

/** The member's wallet: balance, consolidated funds, account record (logged-in, non-trial members). */
export const walletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db }) => {
  app.get(
    '/wps/wallet/merchantWallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "The brand's wallet mode (SPEC §7 merchant wallet): isSingle, one wallet and no game wallets shown",
        headers: CommonHeadersSchema,
        response: envelopeResponses(MerchantWalletSchema),
      },
    },
    async (request, reply) => {
      // Brand-wide, no token (SPEC §7 "cached"): browsers and proxies keep it a minute, per brand.
      reply.header('cache-control', 'public, max-age=60').header('vary', 'Merchant');
      return ok({ isSingle: merchantOf(request).singleWallet });
    },
  );

  app.get(
    '/wps/v2/wallets/balance',
    {
      schema: {
        tags: ['wallet'],
        summary: 'What the member can use now, and what pending requests hold',
        headers: CommonHeadersSchema,
        response: envelopeResponses(BalanceSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const totals = await mainWalletTotals(db, identity.merchantCode, identity.memberId);
      return ok({
        balance: moneyToWire(totals.available),
        held: moneyToWire(totals.held),
        bonus: moneyToWire(await openBonusAvailable(db, identity.merchantCode, identity.memberId)),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      });
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet and every game wallet, with the total',
        headers: CommonHeadersSchema,
        response: envelopeResponses(ConsolidatedSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const funds = await consolidatedFunds(db, identity.merchantCode, identity.memberId);
      return ok({
        main: moneyToWire(funds.available),
        held: moneyToWire(funds.held),
        games: funds.games.map((game) => ({ vendor: game.vendor, name: game.name, balance: moneyToWire(game.balance) })),
        total: moneyToWire(funds.total),
      });
    },
  );

  app.get(
    '/wps/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The account record: every movement of the main wallet, newest first',
        headers: CommonHeadersSchema,
        querystring: AccountRecordQuerySchema,
        response: envelopeResponses(AccountRecordPageSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { type, from, to, pageNo, pageSize } = request.query;
      if (from && to && from > to) throw new ApiError(400, 'wallet.record.range');
      const member = { merchantCode: identity.merchantCode, memberId: identity.memberId, timeZone: merchantOf(request).timeZone };
      const found = await readAccountRecord(db, member, { type, from, to }, { pageNo, pageSize });
      return ok({
        ...found,
        records: found.records.map((record) => ({
          ...record,
          time: record.time.toISOString(),
          amount: moneyToWire(record.amount),
          balanceAfter: moneyToWire(record.balanceAfter),
          held: moneyToWire(record.held),
        })),
      });
    },
  );
};
