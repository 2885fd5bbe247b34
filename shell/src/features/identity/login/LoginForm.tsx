import { whitelabelAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import type { LoginMode } from '../identity-calls';
import { IdentityLinks } from '../IdentityLinks';
import { FormTabs } from './FormTabs';
import styles from '@/components/popups.module.css';
import { dialingCodeAtom, fieldRulesAtom } from './identity-config';
import { LoginCaptcha } from './LoginCaptcha';
import type { OneClickAnswer, SecondFactorChallenge } from './login-calls';
import { FreePlayButton } from './FreePlayButton';
import { OneClickButton } from './OneClickButton';
import { RememberedLogin } from './RememberedLogin';
import { rememberedLogin } from './remember-me';
import { SmsCodeField } from './SmsCodeField';
import { SocialLogins } from './SocialLogins';
import { requestLoginCode } from '../verification/verification-calls';
import { TextField } from './TextField';
import { MobileField } from './MobileField';
import { useLogin, type SecondFactorContext } from './use-login';
import { useIdentityTranslation } from '../identity-texts';

interface LoginFormProps {
  agentPortal: boolean;
  verifySlider: () => Promise<string | null>;
  onSecondFactor: (challenge: SecondFactorChallenge, context: SecondFactorContext) => void;
  onOneClick: (answer: OneClickAnswer) => void;
}

/** The login form of SPEC §2: username or SMS tab, remember me, one-click and social logins, links. */
export function LoginForm({ agentPortal, verifySlider, onSecondFactor, onOneClick }: LoginFormProps) {
  const { t } = useIdentityTranslation();
  const { showVerCodeLogin } = useAtomValue(whitelabelAtom);
  const dialingCode = useAtomValue(dialingCodeAtom);
  const rules = useAtomValue(fieldRulesAtom);
  const form = useLogin({ agentPortal, dialingCode, rules, verifySlider, onSecondFactor });
  const [remembered, setRemembered] = useState(rememberedLogin);
  const modes: LoginMode[] = showVerCodeLogin ? ['username', 'sms'] : ['username'];
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (option: LoginMode) => `${baseId}-tab-${option}`;
  const tabbed = modes.length > 1;
  const { sms, values, problems } = form;

  if (remembered) {
    return (
      <>
        <RememberedLogin
          username={remembered.username}
          onContinue={() => void form.continueRemembered(remembered).then((done) => done || setRemembered(null))}
          onOtherAccount={() => setRemembered(null)}
        />
        <IdentityLinks from="login" to={['register', 'forgotPassword']} />
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <>
      {tabbed && (
        <FormTabs
          options={modes}
          value={form.mode}
          onChange={form.setMode}
          idFor={tabId}
          panelId={panelId}
          label={t('login.tabsLabel')}
          labelFor={(option) => t(`login.tabs.${option}`)}
        />
      )}
      <form id={panelId} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? tabId(form.mode) : undefined} className={styles.formBody} onSubmit={onSubmit} noValidate>
        {sms ? (
          <>
            <MobileField dialingCode={dialingCode} value={values.mobile} onChange={(value) => form.set('mobile', value)} error={problems.mobile} />
            <SmsCodeField
              value={values.code}
              onChange={(value) => form.set('code', value)}
              error={problems.code}
              canRequest={form.checkMobile}
              request={(sliderToken) => requestLoginCode({ countryDialingCode: dialingCode, mobile: values.mobile.trim(), sliderToken })}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('fields.username')}
              autoComplete="username"
              value={values.username}
              onChange={(event) => form.set('username', event.target.value)}
              error={problems.username}
            />
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => form.set('password', event.target.value)}
              error={problems.password}
            />
            {form.captcha.shown && (
              <LoginCaptcha
                round={form.captcha.round}
                value={values.captcha}
                onChange={(value) => form.set('captcha', value)}
                onCaptchaId={form.setCaptchaId}
                error={problems.captcha}
              />
            )}
          </>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={form.remember} onChange={(event) => form.setRemember(event.target.checked)} />
          <span>{t('login.remember')}</span>
        </label>
        {form.error && (
          <p role="alert" className={styles.error}>
            {form.error}
          </p>
        )}
        <button type="submit" className={`kh-button kh-button--primary ${styles.submit}`}>
          {t('login.submit')}
        </button>
      </form>
      {/* An agent logs in to an existing agent account: no new accounts, no social login here. */}
      {!agentPortal && (
        <>
          <OneClickButton verifySlider={verifySlider} onCreated={onOneClick} />
          <FreePlayButton />
          <SocialLogins />
        </>
      )}
      <IdentityLinks from="login" to={['register', 'forgotPassword']} />
    </>
  );
}
