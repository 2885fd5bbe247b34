import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, formStyles, TextField } from '@khela/shared/reports';
import type { TotpEnrolment as Enrolment } from '@khela/shared';
import { securityCalls } from './security-calls';
import styles from './security.module.css';
import { TotpQrCode } from './TotpQrCode';
import { FormFooter } from '@/components/FormFooter';
import panelStyles from '@/components/panel.module.css';

/** Authenticator codes are 6 digits (RFC 6238 as the api checks them). */
const totpCode = /^\d{6}$/;

/** The new secret as a QR code and as text, then the first code the app shows (PUT /wps/member/totp). */
export function TotpEnrolment({ enrolment, onEnabled, onCancel }: { enrolment: Enrolment; onEnabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation('member');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The steps are read first; the keyboard would hide the code on a phone if the field took focus.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    const wrong = !totpCode.test(code);
    setProblem(wrong);
    if (wrong) return codeRef.current?.focus();
    setSaving(true);
    const result = await securityCalls.confirmTotp(code);
    setSaving(false);
    if (result.ok) onEnabled();
    else setError(result.error.message);
  };

  return (
    <form className={formStyles.form} aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={panelStyles.heading}>
        {t('security.totp.enrolTitle')}
      </h3>
      <p className={styles.text}>{t('security.totp.scan')}</p>
      <TotpQrCode value={enrolment.otpauthUrl} title={t('security.totp.qrTitle')} />
      <div className={styles.item}>
        <span className={styles.itemLabel}>{t('security.totp.secret')}</span>
        <p className={`${styles.itemValue} ${styles.secret}`} data-testid="totp-secret">
          {enrolment.secret}
        </p>
        <span className={styles.itemAction}>
          <CopyButton text={enrolment.secret} label={t('security.totp.copySecret')} />
        </span>
      </div>
      <TextField
        ref={codeRef}
        label={t('security.totp.code')}
        hint={t('security.totp.codeHint')}
        error={problem ? t('security.totp.errors.code') : null}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <FormFooter error={error} busy={saving} submitLabel={t('security.totp.confirm')} busyLabel={t('security.saving')} onCancel={onCancel} />
    </form>
  );
}
