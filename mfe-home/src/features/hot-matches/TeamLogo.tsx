import { cdnImageUrl, configAtom, useLazyImage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import styles from './hot-matches.module.css';
import { teamInitials } from './match-day';

/**
 * A team's logo, loaded lazily with one retry (SPEC §4); SPEC §8: a logo that still fails (or is
 * missing) falls back to the default badge with the team's initials. Decorative: the team's name
 * is written beside it.
 */
export function TeamLogo({ name, logo }: { name: string; logo: string }) {
  const config = useAtomValue(configAtom);
  const src = logo ? cdnImageUrl(logo, config?.imageCDNs) : '';
  const image = useLazyImage(src);
  if (!src || image.failed) {
    return (
      <span className={styles.logoFallback} aria-hidden="true" data-testid="team-logo-fallback">
        {teamInitials(name)}
      </span>
    );
  }
  return (
    <img key={image.attempt} ref={image.ref} src={image.src} alt="" className={styles.logo} loading="lazy" decoding="async" width={40} height={40} onError={image.onError} />
  );
}
