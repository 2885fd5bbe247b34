import { bannersAtom, type Banner } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { Link } from '@khela/shared';
import styles from './widgets.module.css';

function BannerPicture({ banner }: { banner: Banner }) {
  return <img className={styles.banner} src={banner.url} alt={banner.title ?? ''} loading="lazy" />;
}

/** The first banner of a group (w_login, w_register, w_forget, w_leftmenu), linked when it says where. */
export function BannerImage({ group }: { group: string }) {
  const banner = useAtomValue(bannersAtom).find((item) => item.groupName === group);
  if (!banner) return null;
  if (banner.linkageType === 'URL' && banner.linkage) {
    return (
      <a href={banner.linkage} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
        <BannerPicture banner={banner} />
      </a>
    );
  }
  if (banner.linkageType === 'ROUTE' && banner.linkage) {
    return (
      <Link to={banner.linkage} className={styles.bannerLink}>
        <BannerPicture banner={banner} />
      </Link>
    );
  }
  return <BannerPicture banner={banner} />;
}
