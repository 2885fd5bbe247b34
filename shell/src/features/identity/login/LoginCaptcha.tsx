import { CaptchaImage } from '../verification/CaptchaImage';
import { TextField } from './TextField';
import { useIdentityTranslation } from '../identity-texts';

interface LoginCaptchaProps {
  /** A new round loads a new picture (each is good for one answer, right or wrong). */
  round: number;
  value: string;
  onChange: (value: string) => void;
  onCaptchaId: (captchaId: string | null) => void;
  error?: string | null;
}

/** The captcha a login asks for after failures (SPEC §4): the picture and the answer typed under it. */
export function LoginCaptcha({ round, value, onChange, onCaptchaId, error }: LoginCaptchaProps) {
  const { t } = useIdentityTranslation();
  return (
    <>
      <CaptchaImage reloadKey={round} onChange={onCaptchaId} />
      <TextField
        label={t('login.captcha')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    </>
  );
}
