/**
 * The router of every root. Routers keep their state in React context, so all roots must use one
 * copy of react-router: it lives here, inside the singleton @khela/shared, and roots import these
 * names from @khela/shared, never from react-router-dom (an ESLint rule says so). As an ordinary
 * import here it is also tree-shaken to what the site uses.
 */
export {
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location as RouterLocation, SetURLSearchParams } from 'react-router-dom';

import { unstable_HistoryRouter } from 'react-router-dom';
import { history } from './history';

/** The one history, typed as react-router's HistoryRouter wants it (history@5 differs by one field). */
export const routerHistory = history as unknown as Parameters<typeof unstable_HistoryRouter>[0]['history'];
