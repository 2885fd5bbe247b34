import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { operatorGuard } from '../operator/operator-routes';
import type { Ledger } from '../wallet/ledger/ledger';
import { notifyRoutes } from './gateway/notify-routes';
import { opsPaymentRoutes } from './operator/ops-payment-routes';
import type { PaymentsOptions } from './payments-options';

/**
 * Outside the brand scope: the operators' payments (/ops/payments, behind operatorGuard) and,
 * beside them without the guard, the gateway's notify route (it names its brand through the order).
 */
export const paymentsOperatorRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; operatorToken: string | null; payments: PaymentsOptions }> = async (
  app,
  { db, ledger, operatorToken, payments },
) => {
  await app.register(notifyRoutes, { db, ledger, payments });
  await app.register(async (ops) => {
    ops.addHook('onRequest', operatorGuard(operatorToken));
    await ops.register(opsPaymentRoutes, { db, ledger });
  });
};
