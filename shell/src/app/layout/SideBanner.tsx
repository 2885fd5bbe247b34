import { BannerImage } from '@/components/BannerImage';

/** The w_leftmenu banner group at the top of the side menu, when the announcements carry one. */
export function SideBanner() {
  return <BannerImage group="w_leftmenu" />;
}
