import type { RemoteKey } from '../federation/remote-names';

/** Who may see a route: anyone, a logged-in member, or an agent (SPEC §2, §6). */
export type Access = 'public' | 'member' | 'agent';

export interface RouteEntry {
  path: string;
  remote: RemoteKey;
  access: Access;
  /** Game pages hide the side menu; lottery and seamless pages also hide the footer. */
  gamePage?: boolean;
  /** A popup the shell opens over the page on arrival. */
  opens?: 'login' | 'register' | 'help';
}

/** The whole route table of SPEC §2. Remotes own what is drawn under each path. */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', remote: 'home', access: 'public' },
  { path: '/index', remote: 'home', access: 'public' },
  { path: '/index.html', remote: 'home', access: 'public' },
  { path: '/home', remote: 'home', access: 'public' },
  { path: '/login', remote: 'home', access: 'public', opens: 'login' },
  { path: '/register', remote: 'home', access: 'public', opens: 'register' },
  { path: '/help', remote: 'home', access: 'public', opens: 'help' },
  { path: '/agent', remote: 'agent', access: 'public' },
  { path: '/agentHome/*', remote: 'agent', access: 'agent' },
  { path: '/member/*', remote: 'member', access: 'member' },
  { path: '/sports', remote: 'games', access: 'public' },
  { path: '/esports', remote: 'games', access: 'public' },
  { path: '/lott', remote: 'games', access: 'public' },
  { path: '/elott', remote: 'games', access: 'public' },
  { path: '/live', remote: 'games', access: 'public' },
  { path: '/fish', remote: 'games', access: 'public' },
  { path: '/rng', remote: 'games', access: 'public' },
  { path: '/pvp', remote: 'games', access: 'public' },
  { path: '/favorite', remote: 'games', access: 'member' },
  { path: '/recent', remote: 'games', access: 'public' },
  { path: '/seamless', remote: 'games', access: 'public', gamePage: true },
  { path: '/lottery', remote: 'lottery', access: 'member', gamePage: true },
  { path: '/seaLottery', remote: 'lottery', access: 'member', gamePage: true },
  { path: '/vnLottery', remote: 'lottery', access: 'member', gamePage: true },
  { path: '/promotions', remote: 'member', access: 'public' },
  { path: '/promotions/:code', remote: 'member', access: 'public' },
  { path: '/pointMall', remote: 'member', access: 'public' },
  { path: '/vip', remote: 'member', access: 'member' },
];

/** SPEC's game pages (its "/lottert" is /lottery): no side menu, and no footer. */
const gamePagePaths = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  return gamePagePaths.includes(pathname.toLowerCase());
}
