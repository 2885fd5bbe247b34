import { cdnImageUrl, configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './hot-matches.module.css';
import { teamInitials } from './match-day';

/**
 * A team's logo; SPEC §8: a logo that fails (or is missing) falls back to a default badge with the
 * team's initials. Decorative: the team's name is written beside it.
 */
export function TeamLogo({ name, logo }: { name: string; logo: string }) {
  const config = useAtomValue(configAtom);
  const src = logo ? cdnImageUrl(logo, config?.imageCDNs) : '';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={styles.logoFallback} aria-hidden="true" data-testid="team-logo-fallback">
        {teamInitials(name)}
      </span>
    );
  }
  return <img src={src} alt="" className={styles.logo} loading="lazy" decoding="async" width={40} height={40} onError={() => setFailedSrc(src)} />;
}
