/** The federated remotes the shell composes, by package name and Module Federation name (one table with the api's: contracts site-routes). */
export { SITE_REMOTES as remotes, type RemoteKey } from '@khela/shared';
