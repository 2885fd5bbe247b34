import { loading, type RegisterRule } from '@khela/shared';
import { useState } from 'react';
import { mobileProblem, requiredProblem } from '../password/password-checks';
import { login, type LoginAnswer, type LoginMode, type LoginPayload } from '../identity-calls';
import { finishLogin } from './finish-login';
import { asksForCaptcha, loginErrors, secondFactorOf, type SecondFactorChallenge } from './login-calls';
import { deviceId, forgetRemembered, keepRemembered, lastUsername, type RememberedLogin } from './remember-me';
import { useIdentityTranslation } from '../identity-texts';

export type LoginField = 'username' | 'password' | 'mobile' | 'code' | 'captcha';

export interface LoginOptions {
  agentPortal: boolean;
  dialingCode: string;
  rules: readonly RegisterRule[];
  /** The slider check (SPEC §4): a single-use token, or null when the reader gave up. */
  verifySlider: () => Promise<string | null>;
  onSecondFactor: (challenge: SecondFactorChallenge, context: SecondFactorContext) => void;
}

/** What the second factor carries on from the login form: remember me, and who was logging in. */
export interface SecondFactorContext {
  remember: boolean;
  deviceId?: string;
  username: string;
  /** The password typed, for a forced change after the second factor (memory only). */
  oldPassword?: string;
}

/** After a login answer: remember the account (or forget it) as the box says, then the common finish. */
export async function acceptLoginAnswer(
  answer: LoginAnswer,
  context: { remember: boolean; username: string; agentPortal: boolean; oldPassword?: string },
): Promise<void> {
  if (context.remember) keepRemembered(answer.userName ?? context.username, answer.rememberToken);
  else forgetRemembered();
  await finishLogin(answer, { popup: 'login', agentPortal: context.agentPortal, oldPassword: context.oldPassword });
}

/**
 * The login form's state and its submit (SPEC §4, §5): checks the fields, runs the slider (not for
 * SMS), sends the sealed login, and reacts to what comes back — the captcha, a lock, a second
 * factor, a forced password change or a plain success.
 */
export function useLogin(options: LoginOptions) {
  const { t } = useIdentityTranslation();
  const [mode, setModeState] = useState<LoginMode>('username');
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '', mobile: '', code: '', captcha: '' });
  const [problems, setProblems] = useState<Partial<Record<LoginField, string | null>>>({});
  const [error, setError] = useState<string | null>(null);
  const [remember, setRemember] = useState(() => lastUsername() !== null);
  const [captcha, setCaptcha] = useState<{ shown: boolean; captchaId: string | null; round: number }>({ shown: false, captchaId: null, round: 0 });

  const set = (field: LoginField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const setMode = (next: LoginMode) => {
    setModeState(next);
    setProblems({});
    setError(null);
  };
  const sms = mode === 'sms';

  /** SPEC §5: username and password, or a valid mobile and the code; the captcha when shown. */
  const check = (): boolean => {
    const found: Partial<Record<LoginField, string | null>> = sms
      ? { mobile: mobileProblem(options.rules, values.mobile.trim(), t), code: requiredProblem(values.code, t) }
      : { username: requiredProblem(values.username, t), password: values.password === '' ? t('common:rules.required') : null };
    if (captcha.shown && !sms) found.captcha = requiredProblem(values.captcha, t);
    setProblems(found);
    return !Object.values(found).some(Boolean);
  };

  /** Before an SMS code is sent: SPEC §5 sends none to an invalid mobile. */
  const checkMobile = (): boolean => {
    const problem = mobileProblem(options.rules, values.mobile.trim(), t);
    setProblems((current) => ({ ...current, mobile: problem }));
    return problem === null;
  };

  const submit = async () => {
    if (!check()) return;
    setError(null);
    const sliderToken = sms ? undefined : await options.verifySlider();
    if (sliderToken === null) return;
    // Sent with every password login: a device that has logged in before is the owner's own place,
    // where a stranger's failures never bring the captcha or a wait (docs/identity.md).
    const device = deviceId();
    const username = sms ? values.mobile.trim() : values.username.trim();
    const payload: LoginPayload = {
      type: mode,
      username,
      password: sms ? values.code.trim() : values.password,
      ...(sms ? { countryDialingCode: options.dialingCode } : {}),
      ...(sliderToken ? { sliderToken } : {}),
      ...(captcha.shown && !sms && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
      ...(!sms || remember ? { deviceId: device } : {}),
      ...(remember ? { remember: true } : {}),
      ...(options.agentPortal ? { portal: 'agent' as const } : {}),
    };
    const oldPassword = sms ? undefined : values.password;
    const result = await loading.during(login(payload));
    if (result.ok) {
      await acceptLoginAnswer(result.value, { remember, username, agentPortal: options.agentPortal, oldPassword });
      return;
    }
    const challenge = secondFactorOf(result.error);
    if (challenge) return options.onSecondFactor(challenge, { remember, deviceId: device, username, oldPassword });
    // A used captcha answer is spent: show a fresh image whenever the server still asks for one.
    if (!sms && asksForCaptcha(result.error)) {
      setCaptcha((current) => ({ shown: true, captchaId: null, round: current.round + 1 }));
      set('captcha', '');
    }
    setError(result.error.message);
  };

  /** "Continue as …": the remember token stands in for the password once and comes back rotated. */
  const continueRemembered = async (entry: RememberedLogin): Promise<boolean> => {
    setError(null);
    const result = await loading.during(
      login({
        type: 'remember',
        username: entry.username,
        password: entry.rememberToken,
        deviceId: entry.deviceId,
        remember: true,
        ...(options.agentPortal ? { portal: 'agent' as const } : {}),
      }),
    );
    if (result.ok) {
      await acceptLoginAnswer(result.value, { remember: true, username: entry.username, agentPortal: options.agentPortal });
      return true;
    }
    // From an address the member never used, the remembered device still answers a second factor.
    const challenge = secondFactorOf(result.error);
    if (challenge) {
      options.onSecondFactor(challenge, { remember: true, deviceId: entry.deviceId, username: entry.username });
      return false;
    }
    // A refused token is useless from now on: forget it, keep the username to type the password.
    if (result.error.code === loginErrors.rememberExpired) {
      forgetRemembered();
      set('username', entry.username);
    }
    setError(result.error.message);
    return false;
  };

  return {
    mode,
    setMode,
    sms,
    values,
    set,
    problems,
    error,
    remember,
    setRemember,
    captcha,
    setCaptchaId: (captchaId: string | null) => setCaptcha((current) => ({ ...current, captchaId })),
    checkMobile,
    submit,
    continueRemembered,
  };
}
