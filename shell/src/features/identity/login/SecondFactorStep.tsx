import type { ActedOnErrorCode } from '@khela/shared';
import { loading } from '@khela/shared';
import { useId, useState, type FormEvent } from 'react';
import type { LoginAnswer } from '../identity-calls';
import styles from '@/components/popups.module.css';
import { FormSubmit } from '../FormSubmit';
import { answerSecondFactor, sendSecondFactorCode, type CodeSent, type SecondFactorChallenge, type SecondFactorMethod } from './login-calls';
import own from './login.module.css';
import { SmsCodeButton } from '../verification/SmsCodeButton';
import { TextField } from './TextField';
import type { SecondFactorContext } from './use-login';
import { useIdentityTranslation } from '../identity-texts';

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  /** Remember-me choice of the login, carried to the answer so the device is remembered too. */
  context: SecondFactorContext;
  onAnswered: (answer: LoginAnswer) => void;
  /** The challenge ran out or was refused: back to the login form. */
  onBack: () => void;
}

const expiredCode = 'login.second.factor.expired' satisfies ActedOnErrorCode;

/**
 * A login from an unknown IP (SPEC §6): choose how to confirm it's you — a code to the bound mobile
 * or e-mail (sent on request), the bank account holder's name, or the authenticator app's code.
 */
export function SecondFactorStep({ challenge, context, onAnswered, onBack }: SecondFactorStepProps) {
  const { t } = useIdentityTranslation();
  const groupName = useId();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0]!);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const needsSending = method === 'sms' || method === 'email';

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setAnswer('');
    setProblem(null);
    setError(null);
    setSentTo(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') return setProblem(t('common:rules.required'));
    setProblem(null);
    setError(null);
    const result = await loading.during(
      answerSecondFactor({
        challengeId: challenge.challengeId,
        method,
        answer: answer.trim(),
        ...(context.remember ? { remember: true, deviceId: context.deviceId } : {}),
      }),
    );
    if (result.ok) return onAnswered(result.value);
    if (result.error.code === expiredCode) return onBack();
    setError(result.error.message);
  };

  return (
    <form className={styles.formBody} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={own.note}>{t('login.secondFactor.intro')}</p>
      {challenge.methods.length > 1 && (
        <fieldset className={own.methods}>
          <legend>{t('login.secondFactor.methodsLabel')}</legend>
          {challenge.methods.map((option) => (
            <label key={option} className={styles.check}>
              <input type="radio" name={groupName} value={option} checked={option === method} onChange={() => choose(option)} />
              <span>{t(`login.secondFactor.methods.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        key={`answer-${method}`}
        label={t(`login.secondFactor.answers.${method}`)}
        inputMode={method === 'bank' ? 'text' : 'numeric'}
        autoComplete={method === 'bank' ? 'off' : 'one-time-code'}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        error={problem}
      />
      {needsSending && (
        <SmsCodeButton
          key={`send-${method}`}
          request={() => sendSecondFactorCode(challenge.challengeId, method)}
          onSent={(sent) => setSentTo((sent as CodeSent).destination ?? null)}
        />
      )}
      {sentTo && (
        <p className={own.note} role="status">
          {t('login.secondFactor.sentTo', { destination: sentTo })}
        </p>
      )}
      <FormSubmit error={error} label={t('login.secondFactor.submit')} />
      <button type="button" className={`kh-button ${own.secondary}`} onClick={onBack}>
        {t('login.secondFactor.back')}
      </button>
    </form>
  );
}
