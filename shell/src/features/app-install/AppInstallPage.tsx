import { useLocation } from '@khela/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-install.module.css';
import { appInstalledAtom, installPromptAtom } from './install-prompt';

export type Platform = 'android' | 'ios';

/** The phone this page is for: `?platform=` from a download QR code, else the browser's own. null: a computer. */
export function platformOf(search: string, userAgent: string): Platform | null {
  const asked = new URLSearchParams(search).get('platform');
  if (asked === 'android' || asked === 'ios') return asked;
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

function AndroidCard({ mine }: { mine: boolean }) {
  const { t } = useTranslation('app');
  const [offer, setOffer] = useAtom(installPromptAtom);
  const [installed, setInstalled] = useAtom(appInstalledAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);

  const install = async () => {
    if (!offer) return;
    setBusy(true);
    await offer.prompt();
    const choice = await offer.userChoice;
    // An offer can be used once: Chrome makes a new one later if the member said no.
    setOffer(null);
    setBusy(false);
    setOutcome(choice.outcome);
    if (choice.outcome === 'accepted') setInstalled(true);
  };

  return (
    <section className={`${styles.card} ${mine ? styles.mine : ''}`} aria-labelledby="app-android-title" data-testid="app-install-android">
      <h2 id="app-android-title" className={styles.cardTitle}>
        {t('android.title')}
        {mine && <span className={styles.tag}>{t('yourPhone')}</span>}
      </h2>
      {offer && !installed && (
        <button type="button" className={styles.button} onClick={() => void install()} disabled={busy} data-testid="app-install-button">
          {busy ? t('android.installing') : t('android.button')}
        </button>
      )}
      <p className={styles.status} role="status">
        {outcome ? t(`android.${outcome}`) : ''}
      </p>
      <p className={styles.text}>{t('android.manualIntro')}</p>
      <ol className={styles.steps}>
        <li>{t('android.step1')}</li>
        <li>{t('android.step2')}</li>
        <li>{t('android.step3')}</li>
      </ol>
    </section>
  );
}

function IosCard({ mine }: { mine: boolean }) {
  const { t } = useTranslation('app');
  return (
    <section className={`${styles.card} ${mine ? styles.mine : ''}`} aria-labelledby="app-ios-title" data-testid="app-install-ios">
      <h2 id="app-ios-title" className={styles.cardTitle}>
        {t('ios.title')}
        {mine && <span className={styles.tag}>{t('yourPhone')}</span>}
      </h2>
      <p className={styles.text}>{t('ios.intro')}</p>
      <ol className={styles.steps}>
        <li>{t('ios.step1')}</li>
        <li>{t('ios.step2')}</li>
        <li>{t('ios.step3')}</li>
        <li>{t('ios.step4')}</li>
      </ol>
    </section>
  );
}

/**
 * The install page (/app; docs/app.md), where the download QR codes point: Chrome's install offer
 * as a button on Android, the add-to-home-screen steps for Safari on iOS, the reader's phone first.
 */
export function AppInstallPage() {
  const { t } = useTranslation('app');
  const { search } = useLocation();
  const installed = useAtomValue(appInstalledAtom);
  const platform = platformOf(search, typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const cards = platform === 'ios' ? [<IosCard key="ios" mine />, <AndroidCard key="android" mine={false} />] : [<AndroidCard key="android" mine={platform === 'android'} />, <IosCard key="ios" mine={false} />];
  return (
    <div className={styles.page} data-testid="app-install-page">
      <div className={styles.head}>
        <img className={styles.icon} src="/media/app/icon-192.png" alt="" width={56} height={56} />
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      {installed && (
        <p className={styles.status} data-testid="app-installed">
          {t('installed')}
        </p>
      )}
      <div className={styles.platforms}>{cards}</div>
    </div>
  );
}
