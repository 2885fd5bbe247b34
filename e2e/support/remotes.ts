import { SITE_REMOTES, type RemoteKey } from '../../contracts/src/site/site-routes';

/** A route that shows each remote, and one of another remote; lottery needs a session token to pass the guard. */
const shownAt: Record<RemoteKey, { path: string; other: string }> = {
  home: { path: '/', other: '/live' },
  games: { path: '/live', other: '/' },
  member: { path: '/promotions', other: '/' },
  agent: { path: '/agent', other: '/' },
  lottery: { path: '/lottery', other: '/' },
};

/** Each remote (its package and federation names from the site's own table) with those routes. */
export const remoteRoutes = (Object.keys(SITE_REMOTES) as RemoteKey[]).map((area) => ({
  pkg: SITE_REMOTES[area].packageName,
  federationName: SITE_REMOTES[area].federationName,
  area,
  ...shownAt[area],
}));
