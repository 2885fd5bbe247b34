import { history, Popup } from '@khela/shared';
import { useState } from 'react';
import { sitePaths } from '@/lib/site-paths';
import { BannerImage } from '@/components/BannerImage';
import { finishLogin } from './login/finish-login';
import type { OneClickAnswer, SecondFactorChallenge } from './login/login-calls';
import { LoginForm } from './login/LoginForm';
import { OneClickCredentials } from './login/OneClickCredentials';
import { SecondFactorStep } from './login/SecondFactorStep';
import { socialErrorKey, socialErrorOf } from './login/social-return';
import { acceptLoginAnswer, type SecondFactorContext } from './login/use-login';
import { useSliderCheck } from './login/use-slider-check';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { useIdentityTranslation } from './identity-texts';

type LoginStep =
  | { kind: 'form' }
  | { kind: 'secondFactor'; challenge: SecondFactorChallenge; context: SecondFactorContext }
  | { kind: 'oneClick'; answer: OneClickAnswer };

/** Opened by the agent landing page (props.portal 'agent'), or while the reader is on /agent. */
function isAgentPortal(props: Record<string, unknown>): boolean {
  return props.portal === 'agent' || history.location.pathname === sitePaths.agentLanding;
}

/**
 * Login (SPEC §2, §4): the form, then — when the server asks — the second factor, or after a
 * one-click registration the new credentials shown once. From the agent page agents only get in.
 */
export function LoginPopup({ props, onClose }: PopupViewProps) {
  const { t } = useIdentityTranslation();
  const [agentPortal] = useState(() => isAgentPortal(props));
  const [step, setStep] = useState<LoginStep>({ kind: 'form' });
  // Opened at start after a social login failed (`/?loginError=<code>`): say why above the form.
  const [socialError] = useState(() => socialErrorOf(props));
  const slider = useSliderCheck();
  const titles = { form: agentPortal ? 'login.agentTitle' : 'login.title', secondFactor: 'login.secondFactor.title', oneClick: 'login.oneClick.title' };

  return (
    // The credentials are shown once: the popup stays until the reader says they are saved.
    <Popup title={t(titles[step.kind])} onClose={onClose} closable={step.kind !== 'oneClick'} className={styles.form} testId="popup-login">
      {step.kind === 'form' && (
        <>
          {socialError && (
            <p role="alert" className={styles.error}>
              {t(socialErrorKey(socialError))}
            </p>
          )}
          <BannerImage group="w_login" />
          <LoginForm
            agentPortal={agentPortal}
            verifySlider={slider.verify}
            onSecondFactor={(challenge, context) => setStep({ kind: 'secondFactor', challenge, context })}
            onOneClick={(answer) => setStep({ kind: 'oneClick', answer })}
          />
        </>
      )}
      {step.kind === 'secondFactor' && (
        <SecondFactorStep
          challenge={step.challenge}
          context={step.context}
          onAnswered={(answer) => void acceptLoginAnswer(answer, { ...step.context, agentPortal })}
          onBack={() => setStep({ kind: 'form' })}
        />
      )}
      {step.kind === 'oneClick' && (
        <OneClickCredentials
          username={step.answer.credentials.username}
          password={step.answer.credentials.password}
          onContinue={() => void finishLogin(step.answer, { popup: 'login' })}
        />
      )}
      {slider.element}
    </Popup>
  );
}
