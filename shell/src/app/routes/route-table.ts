import { SITE_ROUTES } from '@khela/shared';

/** SPEC's game pages (its "/lottert" is /lottery), the route table's `gamePage` entries: no side menu, and no footer. */
const gamePagePaths = SITE_ROUTES.filter((route) => route.gamePage).map((route) => route.path.toLowerCase());

export function isGamePage(pathname: string): boolean {
  return gamePagePaths.includes(pathname.toLowerCase());
}
