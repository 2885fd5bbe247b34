import { TextField } from './TextField';
import { useIdentityTranslation } from '../identity-texts';

interface MobileFieldProps {
  dialingCode: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The national mobile number after the brand's dialing code (SMS login, reset by phone). */
export function MobileField({ dialingCode, value, onChange, error }: MobileFieldProps) {
  const { t } = useIdentityTranslation();
  return (
    <TextField
      label={t('fields.mobile')}
      prefix={`+${dialingCode}`}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
