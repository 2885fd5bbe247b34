import type { PageRoutes } from '@/components/RouteTable';
import { listCenters } from '@/lib/centers';
import { ListCenter } from './ListCenter';

/** /live, /fish, /rng, /pvp: one list center each (keyed, so a center starts afresh). */
export const listCenterRoutes: PageRoutes = Object.fromEntries(Object.entries(listCenters).map(([path, category]) => [path, <ListCenter key={category} category={category} />]));
