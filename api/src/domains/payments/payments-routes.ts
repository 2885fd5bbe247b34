import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from '../wallet';
import { depositRoutes } from './deposits/deposit-routes';
import type { PaymentsOptions } from './payments-options';
import type { WithdrawalGuards } from './ports/withdrawal-guard';
import { MULTIPART_LIMITS } from './upline/proof-images';
import { uplineRoutes } from './upline/upline-routes';
import { withdrawalRoutes } from './withdrawals/withdrawal-routes';

/**
 * Deposits, withdrawals, payout accounts, transfers to the upline: the member calls under
 * /wps/payments (docs/wallet.md, docs/payments.md). Brand-scoped: every route knows its merchant.
 * Multipart is registered here only, for the non-receipt proofs, with its limits.
 */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; payments: PaymentsOptions; withdrawalGuards: WithdrawalGuards }> = async (
  app,
  { db, ledger, payments, withdrawalGuards },
) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(depositRoutes, { db, payments });
  await app.register(withdrawalRoutes, { db, ledger, withdrawalGuards });
  await app.register(uplineRoutes, { db, ledger, withdrawalGuards });
};
