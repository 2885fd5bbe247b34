/** The whole route table of SPEC §2 (contracts site-routes, which the api reads too). Remotes own what is drawn under each path. */
export { SITE_ROUTES as routeTable, type Access, type RouteEntry } from '@khela/shared';

/** SPEC's game pages (its "/lottert" is /lottery): no side menu, and no footer. */
const gamePagePaths = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  return gamePagePaths.includes(pathname.toLowerCase());
}
