import type { PageRoutes } from '@/components/RouteTable';
import { SeamlessPage } from './SeamlessPage';

/** A game inside the site. */
export const seamlessRoutes: PageRoutes = { '/seamless': <SeamlessPage /> };
