import type { ApiResult } from '@khela/shared';
import { SmsCodeButton } from '../verification/SmsCodeButton';
import type { CodeSent } from '../verification/verification-calls';
import { TextField } from './TextField';
import { useSliderCheck } from './use-slider-check';
import { useIdentityTranslation } from '../identity-texts';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Checks the mobile number first and shows why not; false sends nothing (SPEC §5). */
  canRequest: () => boolean;
  /** Asks the server for the code, with the token of the slider check just passed. */
  request: (sliderToken: string) => Promise<ApiResult<CodeSent>>;
}

/** The SMS code input with its "get code" button: number checked, then the slider, then the send. */
export function SmsCodeField({ value, onChange, error, canRequest, request }: SmsCodeFieldProps) {
  const { t } = useIdentityTranslation();
  const slider = useSliderCheck();
  const send = async (): Promise<ApiResult<CodeSent> | null> => {
    if (!canRequest()) return null;
    const sliderToken = await slider.verify();
    return sliderToken === null ? null : request(sliderToken);
  };
  return (
    <>
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <SmsCodeButton request={send} />
      {slider.element}
    </>
  );
}
