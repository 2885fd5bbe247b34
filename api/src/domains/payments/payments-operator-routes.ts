import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from '../wallet/ledger/ledger';

/** /ops: approve or reject deposits and withdrawals. (Being built.) */
export const paymentsOperatorRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; operatorToken: string | null }> = async () => undefined;
