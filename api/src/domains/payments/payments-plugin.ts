import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { notifyRoutes } from './gateway/notify-routes';
import { opsChannelRoutes } from './operator/ops-channel-routes';
import { opsPaymentRoutes } from './operator/ops-payment-routes';
import type { PaymentsOptions } from './payments-options';
import { paymentsRoutes } from './payments-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

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
    app.brandRoutes.add(paymentsRoutes, { db, ledger, payments });
    app.opsRoutes.add(opsPaymentRoutes, { db, ledger });
    app.opsRoutes.add(opsChannelRoutes, { db });
    await app.register(notifyRoutes, { db, ledger, payments });
  },
  { name: 'payments', dependencies: ['brand-scope', 'ops-scope', 'auth', 'wallet'] },
);
