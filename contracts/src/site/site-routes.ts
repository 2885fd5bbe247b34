/**
 * The site's pages and the remote that draws each (SPEC §2): the shell routes by this table, and
 * the api reads it when it serves index.html, to name the page's remote in preload hints before any
 * script has run and to ask that remote for the page's first frame (api/src/site/static.ts). One table, so the two never disagree.
 */

/** The federated remotes the shell composes, by package name (their folder in remotes.json) and Module Federation name. */
export const SITE_REMOTES = {
  home: { packageName: 'mfe-home', federationName: 'mfe_home' },
  games: { packageName: 'mfe-games', federationName: 'mfe_games' },
  member: { packageName: 'mfe-member', federationName: 'mfe_member' },
  agent: { packageName: 'mfe-agent', federationName: 'mfe_agent' },
  lottery: { packageName: 'mfe-lottery', federationName: 'mfe_lottery' },
} as const;

export type RemoteKey = keyof typeof SITE_REMOTES;

/** Who may see a route: anyone, a logged-in member, or an agent (SPEC §2, §6). */
export type Access = 'public' | 'member' | 'agent';

export interface RouteEntry {
  /** A react-router path: `:name` stands for one segment, a final `*` for the rest. */
  path: string;
  remote: RemoteKey;
  access: Access;
  /** Game pages hide the side menu; lottery and seamless pages also hide the footer. */
  gamePage?: boolean;
  /** A popup the shell opens over the page on arrival. */
  opens?: 'login' | 'register' | 'help';
}

/** The whole route table of SPEC §2. Remotes own what is drawn under each path. */
export const SITE_ROUTES: readonly RouteEntry[] = [
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

/**
 * The route a path opens, matched as react-router matches the table (case-insensitive, a trailing
 * slash ignored; `:name` one segment, a final `*` anything below), or null (the shell sends it home).
 */
export function siteRouteFor(pathname: string): RouteEntry | null {
  const segments = splitPath(pathname);
  return SITE_ROUTES.find((route) => matches(splitPath(route.path), segments)) ?? null;
}

function splitPath(pathname: string): string[] {
  return pathname.toLowerCase().split('/').filter((segment) => segment !== '');
}

function matches(pattern: string[], segments: string[]): boolean {
  const rest = pattern[pattern.length - 1] === '*';
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === segments[index]);
}
