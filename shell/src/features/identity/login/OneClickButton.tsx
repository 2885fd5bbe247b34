import { loading } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/popups.module.css';
import { oneClickRegister, type OneClickAnswer } from './login-calls';
import own from './login.module.css';

interface OneClickButtonProps {
  verifySlider: () => Promise<string | null>;
  onCreated: (answer: OneClickAnswer) => void;
}

/** One-click registration (SPEC §1): after the slider, the server makes an account and its credentials. */
export function OneClickButton({ verifySlider, onCreated }: OneClickButtonProps) {
  const { t } = useTranslation('shell');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setError(null);
    const sliderToken = await verifySlider();
    if (sliderToken === null) return;
    const result = await loading.during(oneClickRegister(sliderToken || undefined));
    if (result.ok) onCreated(result.value);
    else setError(result.error.message);
  };
  return (
    <div className={own.oneClick}>
      <button type="button" className={`kh-button ${own.secondary}`} onClick={() => void create()}>
        {t('popups.login.oneClick.button')}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
