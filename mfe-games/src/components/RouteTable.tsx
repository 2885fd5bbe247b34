import { Route, Routes } from '@khela/shared';
import type { ReactElement } from 'react';

/** A page for each path a feature owns, e.g. `{ '/favorite': <FavouriteGames /> }`. */
export type PageRoutes = Readonly<Record<string, ReactElement>>;

/** The remote's sub-routes from its features' pages; off its paths the shell unmounts it, until then it draws nothing. */
export function RouteTable({ routes }: { routes: PageRoutes }) {
  return (
    <Routes>
      {Object.entries(routes).map(([path, page]) => (
        <Route key={path} path={path} element={page} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
