import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from '../wallet/ledger/ledger';

/** The seamless wallet API vendors call: balance, bet, win, rollback. (Being built: docs/vendor-wallet.md.) */
export const vendorWalletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async () => undefined;
