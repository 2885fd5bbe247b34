import { history, whitelabelAtom, type RegisterMode, type RegisterRule, type RegisterValidation, type RuleViolation } from '@khela/shared';
import { automaticFields, registrationFields, ruleHint, ruleMessage } from '@khela/shared/rules';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { dialingCodeAtom } from '../login/identity-config';
import popupStyles from '@/components/popups.module.css';
import { CaptchaImage } from '../verification/CaptchaImage';
import { SmsCodeButton } from '../verification/SmsCodeButton';
import { AgreementChecks, missingAgreement, type AgreementWarning, type Agreements } from './AgreementChecks';
import { labelledFields } from './field-inputs';
import { RegisterField } from './RegisterField';
import { FormTabs } from '../login/FormTabs';
import { linkCodes } from './url-codes';
import { useAffiliateCode } from './use-affiliate-code';
import { useRegisterForm } from './use-register-form';
import { useRegisterSubmit } from './use-register-submit';
import { defaultAgeLimit } from './use-register-validation';
import { useSliderStep } from './use-slider-step';
import { useSmsRequest } from './use-sms-request';
import { useIdentityTranslation } from '../identity-texts';

/**
 * The registration form (SPEC §2–§5) for the brand's rules: a tab per register type, every field
 * the rules switch on (with the captcha picture and the SMS code button where they belong), the
 * terms and age boxes. A submit checks the boxes first, then the rules, then hands over to
 * useRegisterSubmit (affiliate code, slider, sealed PUT).
 */
export function RegisterForm({ validation }: { validation: RegisterValidation }) {
  const { t } = useIdentityTranslation();
  const { smsEnabled, mobileRegPass } = useAtomValue(whitelabelAtom);
  const dialingCode = useAtomValue(dialingCodeAtom);
  const modes: RegisterMode[] = validation.regTypes.length > 0 ? validation.regTypes : ['register'];
  const [chosenMode, setMode] = useState<RegisterMode>(modes[0]!);
  // The fresh rules may offer other types than the start-up config did.
  const mode = modes.includes(chosenMode) ? chosenMode : modes[0]!;
  const options = useMemo(() => ({ mode, smsEnabled, mobileRegPass }), [mode, smsEnabled, mobileRegPass]);
  const fields = useMemo(() => registrationFields(validation.rules, options), [validation.rules, options]);

  // The link's codes and the page's address are read once, when the popup opens.
  const [codes] = useState(() => linkCodes(history.location.search));
  const [place] = useState(() => ({ href: window.location.href, hostname: window.location.hostname }));
  const fixed = useMemo(() => ({ countryDialingCode: dialingCode, domain: place.hostname }), [dialingCode, place.hostname]);
  const form = useRegisterForm(validation.rules, options, fixed, { affiliateCode: codes.affiliateCode, referralCode: codes.referralCode });
  const affiliate = useAffiliateCode({
    linkCode: codes.affiliateCode,
    typed: form.values.affiliateCode ?? '',
    fieldEnabled: fields.some((rule) => rule.field === 'affiliateCode'),
    domain: place.hostname,
  });

  const [agreements, setAgreements] = useState<Agreements>({ terms: false, age: false });
  const [warning, setWarning] = useState<AgreementWarning>(null);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const slider = useSliderStep();
  const { submit, busy, serverError, setServerError } = useRegisterSubmit();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (option: RegisterMode) => `${baseId}-tab-${option}`;

  const shown = fields.filter((rule) => !automaticFields.includes(rule.field) && (rule.field !== 'affiliateCode' || affiliate.fieldShown));
  const label = (field: string) => (labelledFields.includes(field) ? t(`register.fields.${field}`) : field);

  const focusField = (field: string) => inputs.current.get(field)?.focus();
  const sms = useSmsRequest({
    rules: validation.rules,
    mobile: form.values.mobileNum ?? '',
    dialingCode,
    verifySlider: slider.verify,
    onInvalidMobile: (violation) => {
      form.showViolations([violation]);
      focusField('mobileNum');
    },
  });

  const changeMode = (next: RegisterMode) => {
    setMode(next);
    setServerError(null);
    form.clearErrors();
  };

  const changeAgreements = (next: Agreements) => {
    setAgreements(next);
    // A warning goes once its box is ticked.
    if (warning && next[warning]) setWarning(null);
  };

  /** Moves to the first field in trouble; one the reader cannot see is told in the form's alert. */
  const showFirst = (violations: readonly RuleViolation[]) => {
    const first = violations[0]!;
    if (shown.some((rule) => rule.field === first.field)) focusField(first.field);
    else setServerError(`${label(first.field)}: ${ruleMessage(t, first)}`);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    // SPEC §4: nothing happens until the terms (and the age) are confirmed.
    const missing = missingAgreement(agreements);
    setWarning(missing);
    if (missing) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
      return;
    }
    const violations = form.validateAll();
    if (violations.length > 0) return showFirst(violations);
    await submit({
      mode,
      fields,
      values: form.values,
      dialingCode,
      affiliate,
      referralCode: form.values.referralCode ?? '',
      captchaId,
      place,
      verifySlider: slider.verify,
      onViolations: form.showViolations,
      onCaptchaUsed: () => {
        form.setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      },
    });
  };

  /** What sits beside a field's input: the captcha picture, the SMS code button. */
  const besideField = (field: string): ReactNode => {
    if (field === 'captcha') return <CaptchaImage onChange={setCaptchaId} reloadKey={captchaRound} />;
    if (field === 'verificationCode') return <SmsCodeButton request={sms.request} onError={sms.onError} />;
    return null;
  };

  const fieldView = (rule: RegisterRule) => (
    <RegisterField
      key={`${mode}-${rule.field}`}
      rule={rule}
      label={label(rule.field)}
      value={form.values[rule.field] ?? ''}
      onChange={(value) => form.setValue(rule.field, value)}
      onBlur={() => form.blur(rule.field)}
      message={form.errors[rule.field] ? ruleMessage(t, form.errors[rule.field]!) : null}
      // SPEC §5: the username hint says what it must be (e.g. 11 characters).
      hint={rule.field === 'username' ? ruleHint(t, rule) : undefined}
      prefix={rule.field === 'mobileNum' ? dialingCode : undefined}
      after={besideField(rule.field)}
      ref={(input) => {
        if (input) inputs.current.set(rule.field, input);
        else inputs.current.delete(rule.field);
      }}
    />
  );

  return (
    <>
      {modes.length > 1 && (
        <FormTabs
          options={modes}
          value={mode}
          onChange={changeMode}
          idFor={tabId}
          panelId={panelId}
          label={t('register.tabsLabel')}
          labelFor={(option) => t(`register.tabs.${option}`)}
        />
      )}
      <form
        ref={formRef}
        id={panelId}
        role={modes.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={modes.length > 1 ? tabId(mode) : undefined}
        className={popupStyles.formBody}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {shown.map(fieldView)}
        <AgreementChecks ageLimit={validation.ageLimit || defaultAgeLimit} value={agreements} onChange={changeAgreements} warning={warning} />
        {serverError && (
          <p role="alert" className={popupStyles.error}>
            {serverError}
          </p>
        )}
        {slider.element}
        <button type="submit" className={`kh-button kh-button--primary ${popupStyles.submit}`} disabled={busy} aria-busy={busy}>
          {t('register.submit')}
        </button>
      </form>
    </>
  );
}
