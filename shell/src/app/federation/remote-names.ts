/** The federated remotes the shell composes, by package name and Module Federation name. */
export const remotes = {
  home: { packageName: 'mfe-home', federationName: 'mfe_home' },
  games: { packageName: 'mfe-games', federationName: 'mfe_games' },
  member: { packageName: 'mfe-member', federationName: 'mfe_member' },
  agent: { packageName: 'mfe-agent', federationName: 'mfe_agent' },
  lottery: { packageName: 'mfe-lottery', federationName: 'mfe_lottery' },
} as const;

export type RemoteKey = keyof typeof remotes;
