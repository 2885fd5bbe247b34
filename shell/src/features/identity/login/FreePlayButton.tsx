import { api, loading, whitelabelAtom, type ApiResult } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer } from '../identity-calls';
import styles from '@/components/popups.module.css';
import { finishLogin } from './finish-login';
import own from './login.module.css';

/** SPEC §7 freePlay: platform 'W' and the device's OS; the answer logs in a trial account (type 4). */
function startFreePlay(): Promise<ApiResult<LoginAnswer>> {
  const os = /android/i.test(navigator.userAgent) ? 'android' : /iphone|ipad/i.test(navigator.userAgent) ? 'ios' : 'web';
  return api.post<LoginAnswer>('/wps/member/freePlay', { json: { os, platform: 'W' } });
}

/**
 * Free play (SPEC §1, §6): with FREEPLAY3 on, a visitor may look around as a trial account; it
 * cannot start games or open the centers, and is asked for a real account when it tries.
 */
export function FreePlayButton() {
  const { t } = useTranslation('shell');
  const { hasFreePlay } = useAtomValue(whitelabelAtom);
  const [error, setError] = useState<string | null>(null);
  if (!hasFreePlay) return null;
  const start = async () => {
    setError(null);
    const result = await loading.during(startFreePlay());
    if (result.ok) await finishLogin(result.value, { popup: 'login' });
    else setError(result.error.message);
  };
  return (
    <div className={own.oneClick}>
      <button type="button" className={`kh-button ${own.secondary}`} onClick={() => void start()}>
        {t('popups.login.freePlay')}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
