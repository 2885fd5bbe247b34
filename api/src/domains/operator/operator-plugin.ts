import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { brandSiteRoutes } from './brand-site-routes';
import { loginLimitsRoutes } from './login-limits-routes';
import { siteSettingsRoutes } from './site-settings-routes';
import { operatorRoutes } from './operator-routes';
import { platformRoutes } from './platform-routes';
import { resolveOperatorSession } from './operator-sessions';
import { operatorWalletRoutes } from './operator-wallet-routes';
import { walletModeRoutes } from './wallet-mode-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

/**
 * The operator domain: operator accounts and sessions (the /ops guard accepts their tokens through
 * app.resolveOperatorSession), brands and their switches (login limits, wallet mode, feature switches and analytics id included), secret rotations,
 * balance adjustments and the action record (/ops).
 */
export const operatorPlugin = fp<{ db: Db; gatewaySecret: string }>(
  async (app, { db, gatewaySecret }) => {
    app.decorate('resolveOperatorSession', (token: string) => resolveOperatorSession(db, token));
    app.opsRoutes.add(operatorRoutes, { db });
    app.opsRoutes.add(operatorWalletRoutes, { db, ledger: app.ledger });
    app.opsRoutes.add(platformRoutes, { db, gatewaySecret });
    app.opsRoutes.add(loginLimitsRoutes, { db });
    app.opsRoutes.add(walletModeRoutes, { db });
    app.opsRoutes.add(siteSettingsRoutes, { db });
    app.opsRoutes.add(brandSiteRoutes, { db });
  },
  { name: 'operator', dependencies: ['ops-scope', 'wallet'] },
);
