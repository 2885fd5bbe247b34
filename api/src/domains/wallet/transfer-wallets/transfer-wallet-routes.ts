import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/db';
import {
  CommonHeadersSchema,
  envelopeResponses,
  ok,
  WalletsSchema,
  WalletTransferBodySchema,
  WalletTransferResultSchema,
  WalletTransferStatusQuerySchema,
} from '@khela/contracts';
import { translate } from '../../../platform/i18n/translate';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import type { Ledger } from '../ledger/ledger';
import { moneyOnWire } from './money';
import { gameWallets, mainAvailable } from './game-wallets';
import { MAIN, type Member, TransferWallets } from './transfer-wallets';
// Texts translated here are this domain's: its catalogue loads with this module.
import '../messages';

export interface TransferWalletOptions {
  db: Db;
  ledger: Ledger;
  /** Where transfer-mode vendors without their own api_url are (the sandbox); SANDBOX_URL by default, none in production unless set. */
  sandboxUrl?: string;
}

const STALE_LOCK_MS = 60_000;

/** Main wallet <-> a transfer-mode vendor's game wallet (GCS_walletTransfer) and the wallets list. */
export const transferWalletRoutes: FastifyPluginAsyncTypebox<TransferWalletOptions> = async (app, { db, ledger, sandboxUrl }) => {
  const fallback = process.env.NODE_ENV === 'production' ? null : 'http://127.0.0.1:8090';
  const wallets = new TransferWallets(db, ledger, sandboxUrl ?? process.env.SANDBOX_URL ?? fallback);

  // Locked transfers nobody asks about are settled in the background once a minute, and every game
  // wallet holding money is reconciled with its vendor every 5 minutes (once per slot across instances).
  app.jobs.register({ name: 'wallet.transfer-locks', schedule: '* * * * *', run: async () => ({ settled: await wallets.settleStaleLocks(STALE_LOCK_MS) }) });
  app.jobs.register({ name: 'wallet.transfer-reconcile', schedule: '*/5 * * * *', run: async () => wallets.reconciler.checkAll() });

  const memberOf = async (request: FastifyRequest): Promise<Member> => {
    const identity = await requireRealMember(app, request);
    return { merchantCode: identity.merchantCode, memberId: identity.memberId, currency: merchantOf(request).currency };
  };

  const walletList = async (request: FastifyRequest, member: Member) => {
    const games = await gameWallets(db, member.merchantCode, member.memberId);
    const main = { code: MAIN, name: translate(request.language, 'gameWallet.main.name'), balance: await mainAvailable(db, member.merchantCode, member.memberId), locked: false, mode: 'main' as const };
    return [main, ...games.map((game) => ({ code: game.code, name: game.name, balance: game.available, locked: game.locked, mode: game.mode }))].map(
      (wallet) => ({ ...wallet, balance: moneyOnWire(wallet.balance) }),
    );
  };

  app.get(
    '/wps/wallets',
    { schema: { tags: ['wallet'], summary: 'The main wallet and every game wallet', headers: CommonHeadersSchema, response: envelopeResponses(WalletsSchema) } },
    async (request) => ok({ wallets: await walletList(request, await memberOf(request)) }),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Move money between the main wallet and a game wallet',
        headers: CommonHeadersSchema,
        body: WalletTransferBodySchema,
        response: envelopeResponses(WalletTransferResultSchema),
      },
    },
    async (request) => {
      const member = await memberOf(request);
      const { from, to, amount, requestId } = request.body;
      const transfer = await wallets.transfer(member, { from, to, amount: BigInt(amount), requestId });
      return ok({ requestId: transfer.requestId, status: transfer.status, wallets: await walletList(request, member) });
    },
  );

  app.get(
    '/wps/relay/GCS_walletTransfer/status',
    {
      schema: {
        tags: ['wallet'],
        summary: "A wallet transfer's status (a locked one is checked with the vendor)",
        headers: CommonHeadersSchema,
        querystring: WalletTransferStatusQuerySchema,
        response: envelopeResponses(WalletTransferResultSchema),
      },
    },
    async (request) => {
      const member = await memberOf(request);
      const transfer = await wallets.check(member, request.query.requestId);
      return ok({ requestId: transfer.requestId, status: transfer.status, wallets: await walletList(request, member) });
    },
  );
};
