import { ErrorBoundary, useNearViewport } from '@khela/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrSize } from '@/lib/brand/brand-constants';
import { useAppDownloadLinks } from '@/lib/brand/brand-resources';
import styles from './widgets.module.css';

type Platform = 'ios' | 'android';
const platforms: readonly Platform[] = ['android', 'ios'];

// qrcode.react is ~12 KB gzip: fetched only when a code is about to be seen (the footer's is below
// the fold, the side menu's sits in a closed drawer on phones), never on the first load of a page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** A box the size of the code, so nothing shifts when the code arrives. */
function QrPlaceholder() {
  return <span className={styles.qrPlaceholder} style={{ width: qrSize, height: qrSize }} aria-hidden="true" />;
}

/**
 * A code is for scanning with another device: on a wide screen (a computer) it is drawn when it
 * comes into view; on a phone, where the player would have to scan their own screen, the links
 * download directly and the code is drawn only on request (to show a friend).
 */
function useWideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
}

/** App download QR (SPEC §2, §9): one code at a time keeps it inside a 360px drawer; each opens the site's install page (docs/app.md). */
export function DownloadQr() {
  const { t } = useTranslation('shell');
  const links = useAppDownloadLinks();
  const [platform, setPlatform] = useState<Platform>('android');
  const [linkRef, near] = useNearViewport<HTMLAnchorElement>();
  const wide = useWideScreen();
  const [requested, setRequested] = useState(false);
  const drawCode = requested || (wide && near);
  return (
    <section className={styles.download} aria-label={t('download.title')}>
      <p className={styles.downloadTitle}>{t('download.title')}</p>
      <div className={styles.downloadSwitch} role="group" aria-label={t('download.platform')}>
        {platforms.map((option) => (
          <button key={option} type="button" aria-pressed={platform === option} className={styles.downloadOption} onClick={() => setPlatform(option)}>
            {t(`download.${option}`)}
          </button>
        ))}
      </div>
      <a
        ref={linkRef}
        href={links[platform]}
        className={styles.qr}
        aria-label={t('download.linkLabel', { platform: t(`download.${platform}`) })}
      >
        {drawCode ? (
          // Should the code fail to arrive, the box stays: the link around it still downloads the app.
          <ErrorBoundary fallback={() => <QrPlaceholder />}>
            <Suspense fallback={<QrPlaceholder />}>
              <QRCodeSVG value={links[platform]} size={qrSize} marginSize={2} title={t('download.qrTitle', { platform: t(`download.${platform}`) })} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <QrPlaceholder />
        )}
      </a>
      {!drawCode && !wide && (
        <button type="button" className={styles.downloadOption} onClick={() => setRequested(true)}>
          {t('download.showCode')}
        </button>
      )}
    </section>
  );
}
