// The site's route table and remotes (SPEC §2) live in the contract, where the api reads them too
// (its preload hints name each page's remote); the front end takes them from here.
export { SITE_REMOTES, SITE_ROUTES, siteRouteFor, type Access, type RemoteKey, type RouteEntry } from '@khela/contracts/site-routes';
