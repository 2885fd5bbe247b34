import { ErrorBoundary } from '@khela/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalls } from './team-calls';
import { useTeamQuery } from './use-team-query';
import styles from './team.module.css';
import { CopyButton, LoadStatus } from '@khela/shared/reports';

/** SPEC §9: QR codes are 120 px. */
export const qrSize = 120;

// qrcode.react (the shell's download QR uses it too) comes with the code, not with the page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

function QrPlaceholder() {
  return <span className={styles.qrPlaceholder} style={{ width: qrSize, height: qrSize }} aria-hidden="true" />;
}

/**
 * The agent's invitation: its affiliate code and registration link, each with a copy button, and
 * the link's QR code to show a recruit's phone. Whoever registers through them joins the team.
 */
export function ShareCard() {
  const { t } = useTranslation('agent');
  const info = useTeamQuery(['info'], teamCalls.info);
  // The address of the site the agent is on (a brand's domain), so the link opens wherever it was copied from.
  const value = info.value && { ...info.value, link: new URL(info.value.registerPath, window.location.origin).toString() };
  return (
    <section className={styles.card} aria-labelledby="agent-share-title" data-testid="agent-share">
      <h2 id="agent-share-title" className={styles.cardTitle}>
        {t('team.share.title')}
      </h2>
      <p className={styles.lead}>{t('team.share.lead')}</p>
      <LoadStatus loading={info.loading && !value} error={info.error} onRetry={info.reload} />
      {value && (
        <>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('team.share.code')}</dt>
              <dd>
                <code data-testid="affiliate-code">{value.affiliateCode}</code> <CopyButton text={value.affiliateCode} label={t('team.share.copyCode')} />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('team.share.link')}</dt>
              <dd>
                <a href={value.link} className={styles.link} data-testid="affiliate-link" target="_blank" rel="noopener noreferrer">
                  {value.link}
                </a>{' '}
                <CopyButton text={value.link} label={t('team.share.copyLink')} />
              </dd>
            </div>
          </dl>
          <div className={styles.qr}>
            {/* Should the code's script fail to arrive, the box stays: the link and its copy button still work. */}
            <ErrorBoundary fallback={() => <QrPlaceholder />}>
              <Suspense fallback={<QrPlaceholder />}>
                <QRCodeSVG value={value.link} size={qrSize} marginSize={2} title={t('team.share.qrTitle')} role="img" data-testid="affiliate-qr" />
              </Suspense>
            </ErrorBoundary>
          </div>
        </>
      )}
    </section>
  );
}
