import { ErrorBoundary } from '@khela/shared';
import { lazy, Suspense } from 'react';
import styles from './referral.module.css';

/** Drawn size of the code in CSS pixels. */
const qrSize = 168;

// qrcode.react (~12 KB gzip) only when the referral page is opened, never with the remote's first chunk.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** The invite link as a QR code for a friend to scan; the same-sized empty box until (or if never) it arrives. */
export function ReferralQr({ value, title }: { value: string; title: string }) {
  const box = <span className={styles.qr} aria-hidden="true" />;
  return (
    <ErrorBoundary fallback={() => box}>
      <Suspense fallback={box}>
        <div className={styles.qr} data-testid="referral-qr">
          <QRCodeSVG value={value} size={qrSize} marginSize={2} title={title} role="img" aria-label={title} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
