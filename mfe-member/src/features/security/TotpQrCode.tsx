import { ErrorBoundary } from '@khela/shared';
import { lazy, Suspense } from 'react';
import styles from './security.module.css';

/** Drawn size of the code in CSS pixels (the box around it adds 4 px a side). */
export const qrSize = 180;

// qrcode.react (~12 KB gzip) is fetched only when a member starts enrolling, never with the remote's
// first chunk: keep it a dynamic import.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** The otpauth:// address as a QR code; the same-sized empty box until (or if never) it arrives. */
export function TotpQrCode({ value, title }: { value: string; title: string }) {
  const box = <span className={styles.qr} aria-hidden="true" />;
  return (
    // Should the code fail to load, the box stays: the setup key under it works as well.
    <ErrorBoundary fallback={() => box}>
      <Suspense fallback={box}>
        <div className={styles.qr} data-testid="totp-qr">
          <QRCodeSVG value={value} size={qrSize} marginSize={1} title={title} role="img" aria-label={title} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
