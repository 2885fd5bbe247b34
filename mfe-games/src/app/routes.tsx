import { releaseFirstFrame } from '@khela/shared';
import { useLayoutEffect } from 'react';
import { RouteTable, type PageRoutes } from '@/components/RouteTable';
import { accountGamesRoutes } from '@/features/account-games/routes';
import { listCenterRoutes } from '@/features/list-center/routes';
import { seamlessRoutes } from '@/features/seamless/routes';
import { vendorCenterRoutes } from '@/features/vendor-center/routes';

/** Every path the shell gives this remote, each to its feature's page. */
export const gamesRoutes: PageRoutes = { ...vendorCenterRoutes, ...listCenterRoutes, ...accountGamesRoutes, ...seamlessRoutes };

export function GamesRoutes() {
  // A center's first frame, drawn by index.html before any script (first-frame.ts), gives way to the page once it is drawn.
  // In the commit that draws the page, before the browser paints: the picture and the page never show together.
  useLayoutEffect(releaseFirstFrame, []);
  return <RouteTable routes={gamesRoutes} />;
}
