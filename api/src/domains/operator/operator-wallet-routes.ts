import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from '../wallet/ledger/ledger';

/** /ops: operator sessions, balance adjustments, any member's ledger, the action record. (Being built.) */
export const operatorWalletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; operatorToken: string | null }> = async () => undefined;
