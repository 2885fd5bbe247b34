import type { PageRoutes } from '@/components/RouteTable';
import { vendorCenters } from '@/lib/centers';
import { VendorCenter } from './VendorCenter';

/** /sports, /esports, /lott, /elott: one vendor center each (keyed, so a center starts afresh). */
export const vendorCenterRoutes: PageRoutes = Object.fromEntries(Object.entries(vendorCenters).map(([path, category]) => [path, <VendorCenter key={category} category={category} />]));
