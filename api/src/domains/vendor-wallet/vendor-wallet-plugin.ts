import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { vendorWalletRoutes } from './vendor-wallet-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

/**
 * The vendor-wallet domain: the seamless wallet API game vendors call with their own signatures
 * (not a brand's session, so outside the brand scope), on the wallet domain's ledger.
 */
export const vendorWalletPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    await app.register(vendorWalletRoutes, { db, ledger: app.ledger });
  },
  { name: 'vendor-wallet', dependencies: ['wallet'] },
);
