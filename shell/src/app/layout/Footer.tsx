import { useTranslation } from 'react-i18next';
import { Link } from '@khela/shared';
import { DownloadQr } from '@/components/DownloadQr';
import { SocialLinks } from '@/components/SocialLinks';
import { footerChannels } from '@/lib/brand/brand-constants';
import styles from './footer.module.css';
import { FooterVendors } from '@/features/footer-vendors/FooterVendors';
import { DomainRoutes } from '@/features/domain-routes/DomainRoutes';
import { memberPaths, sitePaths } from '@/lib/site-paths';

function HelpLinks() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('footer.help')}>
      <ul className={styles.links}>
        <li>
          <Link to={sitePaths.help}>{t('footer.helpCenter')}</Link>
        </li>
        <li>
          <Link to={sitePaths.terms}>{t('footer.terms')}</Link>
        </li>
        <li>
          {/* RTS 12C: the limits one click from the home page (docs/safer-gambling.md). */}
          <Link to={memberPaths.saferGambling} data-testid="footer-safer-gambling">
            {t('footer.saferGambling')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <FooterVendors titleClassName={styles.title} />
      <div className={styles.columns}>
        <HelpLinks />
        <SocialLinks channels={footerChannels} label={t('footer.social')} />
        <DownloadQr />
        <DomainRoutes listClassName={styles.links} />
      </div>
      <p className={styles.responsible}>
        <span className={styles.age} aria-hidden="true">
          {t('footer.ageBadge')}
        </span>
        {t('footer.responsible')}
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
