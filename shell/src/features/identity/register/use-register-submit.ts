import { loading, modal, navigate, type RegisterMode, type RegisterRule, type RuleViolation } from '@khela/shared';
import { useState } from 'react';
import { sitePaths } from '@/lib/site-paths';
import { completeLogin } from '../identity-calls';
import { buildRegisterPayload } from './register-payload';
import { submitRegistration } from './register-calls';
import type { AffiliateVerdict } from './use-affiliate-code';
import { useIdentityTranslation } from '../identity-texts';

/** Server answers that name fields: register.field.invalid carries the rules engine's own violations. */
export function violationsOf(value: unknown): RuleViolation[] {
  const list = (value as { violations?: unknown } | null)?.violations;
  return Array.isArray(list) ? list.filter((item): item is RuleViolation => typeof item?.field === 'string' && typeof item?.messageKey === 'string') : [];
}

export interface RegisterSubmission {
  mode: RegisterMode;
  fields: readonly RegisterRule[];
  values: Readonly<Record<string, string>>;
  dialingCode: string;
  affiliate: { code: string; verify: () => Promise<AffiliateVerdict> };
  referralCode: string;
  captchaId: string | null;
  place: { href: string; hostname: string };
  verifySlider: () => Promise<string | null>;
  /** The fields the server refused, shown at each field. */
  onViolations: (violations: RuleViolation[]) => void;
  /** The registration failed after a captcha was answered: it is used up, a new one is needed. */
  onCaptchaUsed: () => void;
}

/**
 * After the form's own checks (SPEC §4): the affiliate code, the slider, then the sealed PUT. On
 * success the answer is a login: the session starts, the popup closes and the reader goes home.
 * The loading overlay covers the calls only, never the slider the reader has to move.
 */
export function useRegisterSubmit() {
  const { t } = useIdentityTranslation();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const invalidAffiliateDialog = () =>
    modal.open({
      icon: 'warning',
      title: t('register.fields.affiliateCode'),
      text: t('register.invitation_code_error'),
      buttons: [{ label: t('common:actions.confirm'), primary: true }],
    });

  const run = async (submission: RegisterSubmission) => {
    const verdict = await loading.during(submission.affiliate.verify());
    if (!verdict.ok) {
      if (verdict.invalid) invalidAffiliateDialog();
      else setServerError(verdict.message);
      return;
    }
    const sliderToken = await submission.verifySlider();
    if (!sliderToken) return;
    const payload = buildRegisterPayload({
      mode: submission.mode,
      fields: submission.fields,
      values: submission.values,
      countryDialingCode: submission.dialingCode,
      affiliateCode: submission.affiliate.code,
      referralCode: submission.referralCode,
      sliderToken,
      captchaId: submission.captchaId,
      location: submission.place,
    });
    const result = await loading.during(submitRegistration(submission.mode, payload));
    if (result.ok) {
      completeLogin(result.value, 'register');
      navigate(sitePaths.home);
      return;
    }
    if (submission.captchaId) submission.onCaptchaUsed();
    const violations = violationsOf(result.error.value);
    if (violations.length > 0) submission.onViolations(violations);
    setServerError(result.error.message);
  };

  const submit = async (submission: RegisterSubmission) => {
    if (busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await run(submission);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, serverError, setServerError };
}
