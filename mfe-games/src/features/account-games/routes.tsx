import type { PageRoutes } from '@/components/RouteTable';
import { FavouriteGames } from './FavouriteGames';
import { RecentGames } from './RecentGames';

/** The member's own game lists. */
export const accountGamesRoutes: PageRoutes = { '/favorite': <FavouriteGames />, '/recent': <RecentGames /> };
