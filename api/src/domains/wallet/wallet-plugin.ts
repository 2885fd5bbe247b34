import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import type { BalanceSource } from '../../platform/realtime/realtime-sources';
import { Ledger } from './ledger/ledger';
import { mainWalletTotals, openBonusAvailable } from './member-funds';
import { moneyToWire } from '@khela/contracts';
import { transferWalletRoutes } from './transfer-wallets/transfer-wallet-routes';
import { walletRoutes } from './wallet-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one ledger of this server: every balance change in every domain goes through it. */
    ledger: Ledger;
  }
}

/** A member's main wallet for the live channel: read fresh, and every move the ledger makes. */
export function memberBalances(db: Db, ledger: Ledger): BalanceSource {
  return {
    async read({ merchantCode, memberId }) {
      const totals = await mainWalletTotals(db, merchantCode, memberId);
      const bonus = await openBonusAvailable(db, merchantCode, memberId);
      // The open bonus rides along only while there is one (absent: none), so members without a bonus see no change.
      return { balance: moneyToWire(totals.available), held: moneyToWire(totals.held), ...(bonus > 0n ? { bonus: moneyToWire(bonus) } : {}) };
    },
    onChange: (listener) => ledger.onMemberChange(({ merchantCode, memberId }) => listener({ merchantCode, memberId })),
  };
}

/** The wallet domain: the ledger (app.ledger), balances and the transfer wallets (brand-scoped). */
export const walletPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    const ledger = new Ledger(db);
    app.decorate('ledger', ledger);
    app.brandRoutes.add(walletRoutes, { db, ledger });
    app.brandRoutes.add(transferWalletRoutes, { db, ledger });
  },
  { name: 'wallet', dependencies: ['brand-scope', 'auth'] },
);
