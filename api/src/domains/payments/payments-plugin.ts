import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { type DepositApprovedListener, DepositApprovedListeners } from './deposits/deposit-approved-port';
import { notifyRoutes } from './gateway/notify-routes';
import { opsChannelRoutes } from './operator/ops-channel-routes';
import { opsPaymentRoutes } from './operator/ops-payment-routes';
import type { PaymentsOptions } from './payments-options';
import { paymentsRoutes } from './payments-routes';
import { type WithdrawalGuard, WithdrawalGuards } from './ports/withdrawal-guard';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Port: hear of each approved deposit inside its transaction (docs/payments.md "Ports"). */
    onDepositApproved(listener: DepositApprovedListener): void;
    /** Port (docs/adr/0016 §2): a guard run inside every withdrawal's and upline transfer's transaction. */
    withdrawalGuard(guard: WithdrawalGuard): void;
  }
}

export interface PaymentsPluginOptions {
  db: Db;
  /** The payment gateway: buildApp's, which the operator domain's rotation shares. */
  payments: PaymentsOptions;
}

/**
 * The payments domain: deposits, withdrawals and upline transfers (brand-scoped), the back
 * office's decisions (/ops), and the gateway's notify route (it names its brand through the order).
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { db, payments }) => {
    const { ledger } = app;
    const depositApproved = new DepositApprovedListeners();
    app.decorate('onDepositApproved', (listener: DepositApprovedListener) => depositApproved.add(listener));
    const withdrawalGuards = new WithdrawalGuards();
    app.decorate('withdrawalGuard', (guard: WithdrawalGuard) => withdrawalGuards.set(guard));
    app.brandRoutes.add(paymentsRoutes, { db, ledger, payments, withdrawalGuards });
    app.opsRoutes.add(opsPaymentRoutes, { db, ledger, depositApproved });
    app.opsRoutes.add(opsChannelRoutes, { db });
    await app.register(notifyRoutes, { db, ledger, payments, depositApproved });
  },
  { name: 'payments', dependencies: ['brand-scope', 'ops-scope', 'auth', 'wallet'] },
);
