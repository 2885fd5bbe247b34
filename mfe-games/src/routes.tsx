import { Route, Routes } from '@khela/shared';
import { FavouriteGames } from './account-games/FavouriteGames';
import { RecentGames } from './account-games/RecentGames';
import { listCenters, vendorCenters } from './centers/centers';
import { ListCenter } from './list-center/ListCenter';
import { SeamlessPage } from './seamless/SeamlessPage';
import { VendorCenter } from './vendor-center/VendorCenter';

export function GamesRoutes() {
  return (
    <Routes>
      {Object.entries(vendorCenters).map(([path, category]) => (
        <Route key={path} path={path} element={<VendorCenter key={category} category={category} />} />
      ))}
      {Object.entries(listCenters).map(([path, category]) => (
        <Route key={path} path={path} element={<ListCenter key={category} category={category} />} />
      ))}
      <Route path="/favorite" element={<FavouriteGames />} />
      <Route path="/recent" element={<RecentGames />} />
      <Route path="/seamless" element={<SeamlessPage />} />
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
