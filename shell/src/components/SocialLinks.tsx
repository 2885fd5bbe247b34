import { useTranslation } from 'react-i18next';
import type { SocialChannel } from '@/lib/brand/brand-constants';
import { useSocialLinks } from '@/lib/brand/brand-resources';
import styles from './widgets.module.css';

/** The brand's social channels as plain text links (no third-party logos). */
export function SocialLinks({ channels, label }: { channels: readonly SocialChannel[]; label: string }) {
  const { t } = useTranslation('shell');
  const links = useSocialLinks(channels);
  return (
    <nav aria-label={label}>
      <ul className={styles.social}>
        {links.map((link) => (
          <li key={link.channel}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
              {t(`social.${link.channel}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
