import { RouteTable, type PageRoutes } from '@/components/RouteTable';
import { accountGamesRoutes } from '@/features/account-games/routes';
import { listCenterRoutes } from '@/features/list-center/routes';
import { seamlessRoutes } from '@/features/seamless/routes';
import { vendorCenterRoutes } from '@/features/vendor-center/routes';

/** Every path the shell gives this remote, each to its feature's page. */
export const gamesRoutes: PageRoutes = { ...vendorCenterRoutes, ...listCenterRoutes, ...accountGamesRoutes, ...seamlessRoutes };

export function GamesRoutes() {
  return <RouteTable routes={gamesRoutes} />;
}
