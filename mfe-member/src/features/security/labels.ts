import { formatDate, formatDateTime, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneAtom } from '@/lib/brand-settings';
import { summariseUserAgent } from './user-agent';

/** Login methods the api records (sessions.login_method, login_attempts.method), as catalogue keys. */
const methodKeys: Record<string, string> = {
  username: 'username',
  sms: 'sms',
  remember: 'remember',
  oidc: 'oidc',
  oneclick: 'oneclick',
  register: 'register',
  trial: 'trial',
  reset: 'reset',
  'password-change': 'passwordChange',
};

/** How this page words a login method, a device and an instant (in the merchant's time zone). */
export function useSecurityLabels() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const timeZone = useAtomValue(timeZoneAtom);
  const method = useCallback((value: string) => {
    const key = methodKeys[value];
    return key ? t(`security.methods.${key}`) : value;
  }, [t]);
  const device = useCallback((userAgent: string | null) => {
    const { browser, os } = summariseUserAgent(userAgent);
    if (browser && os) return t('security.device.browserOnOs', { browser, os });
    return browser ?? os ?? t('security.device.unknown');
  }, [t]);
  const dateTime = useCallback((value: string) => formatDateTime(value, language, timeZone), [language, timeZone]);
  const date = useCallback((value: string) => formatDate(value, language, timeZone), [language, timeZone]);
  return { method, device, dateTime, date, language };
}
