/** Each remote with a route that shows it; lottery needs a session token to pass the guard. */
export const remoteRoutes = [
  { pkg: 'mfe-home', federationName: 'mfe_home', area: 'home', path: '/', other: '/live' },
  { pkg: 'mfe-games', federationName: 'mfe_games', area: 'games', path: '/live', other: '/' },
  { pkg: 'mfe-member', federationName: 'mfe_member', area: 'member', path: '/promotions', other: '/' },
  { pkg: 'mfe-agent', federationName: 'mfe_agent', area: 'agent', path: '/agent', other: '/' },
  { pkg: 'mfe-lottery', federationName: 'mfe_lottery', area: 'lottery', path: '/lottery', other: '/' },
] as const;
