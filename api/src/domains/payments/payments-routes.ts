import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from '../wallet/ledger/ledger';
import type { PaymentsOptions } from './payments-options';

/** Deposits, withdrawals, payout accounts, transfers to the upline. (Being built: docs/payments.md.) */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; payments: PaymentsOptions }> = async () => undefined;
