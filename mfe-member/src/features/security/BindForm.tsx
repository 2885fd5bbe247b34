import { formatNumber, useLanguage, type ApiError } from '@khela/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import { bindDestination, checkCode, checkDestination, type BindProblem } from './binding';
import type { MemberProfile } from '@/lib/member-account';
import { securityCalls, type BindChannel, type BindTarget, type CodeSent } from './security-calls';
import styles from './security.module.css';
import { SendCodeButton } from './SendCodeButton';
import { FormFooter } from '@/components/FormFooter';
import panelStyles from '@/components/panel.module.css';

export interface BindFormProps {
  id: string;
  channel: BindChannel;
  /** The brand's prefix for a mobile number. */
  dialingCode: string;
  onBound: (profile: MemberProfile) => void;
  onCancel: () => void;
}

interface Problems {
  destination?: BindProblem;
  code?: BindProblem;
}

/**
 * Binds a mobile number or e-mail: the new address, "get code" (POST /wps/member/bind/send, then a
 * countdown), the code, and PUT /wps/member/bind, which answers with the updated member info.
 */
export function BindForm({ id, channel, dialingCode, onBound, onCancel }: BindFormProps) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const destinationRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => destinationRef.current?.focus(), []);

  const target = (): BindTarget => ({ channel, destination: bindDestination(destination), ...(channel === 'sms' ? { countryDialingCode: dialingCode } : {}) });
  const problemText = (problem: BindProblem | undefined) => (problem ? t(`security.bindings.errors.${problem}`) : null);

  const requestCode = async () => {
    setError(null);
    const problem = checkDestination(channel, dialingCode, destination);
    setProblems(problem ? { destination: problem } : {});
    if (problem) {
      destinationRef.current?.focus();
      return null;
    }
    return securityCalls.sendBindCode(target());
  };
  const onSent = (answer: CodeSent) => {
    setSent({ to: bindDestination(destination), minutes: answer.expiredMinutes });
    codeRef.current?.focus();
  };
  const onSendError = (failure: ApiError) => {
    setSent(null);
    setError(failure.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const destinationProblem = checkDestination(channel, dialingCode, destination) ?? undefined;
    // The code is bound to the address it went to: a changed address needs a code of its own.
    const codeProblem = destinationProblem ? undefined : sent?.to !== bindDestination(destination) ? 'sendFirst' : (checkCode(code) ?? undefined);
    setProblems({ destination: destinationProblem, code: codeProblem });
    if (destinationProblem) return destinationRef.current?.focus();
    if (codeProblem) return codeRef.current?.focus();
    setSubmitting(true);
    const result = await securityCalls.bind({ ...target(), code: code.trim() });
    setSubmitting(false);
    if (result.ok) onBound(result.value);
    else setError(result.error.message);
  };

  const mobile = channel === 'sms';
  return (
    <form id={id} className={formStyles.form} aria-label={t(`security.bindings.formTitle.${channel}`)} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={destinationRef}
        label={t(mobile ? 'security.bindings.newMobile' : 'security.bindings.newEmail')}
        hint={mobile ? t('security.bindings.dialingCode', { code: dialingCode }) : undefined}
        error={problemText(problems.destination)}
        type={mobile ? 'tel' : 'email'}
        inputMode={mobile ? 'tel' : 'email'}
        autoComplete={mobile ? 'tel-national' : 'email'}
        maxLength={100}
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
      />
      <div className={styles.codeRow}>
        <TextField
          ref={codeRef}
          label={t('security.code.label')}
          error={problemText(problems.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <SendCodeButton request={requestCode} onSent={onSent} onError={onSendError} disabled={submitting} />
      </div>
      <p role="status" className={panelStyles.status}>
        {sent ? t('security.code.sent', { destination: sent.to, minutes: formatNumber(sent.minutes, language) }) : ''}
      </p>
      <FormFooter error={error} busy={submitting} submitLabel={t('security.bindings.submit')} busyLabel={t('security.saving')} onCancel={onCancel} />
    </form>
  );
}
