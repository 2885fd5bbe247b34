import { useTranslation } from 'react-i18next';
import type { LoginMode } from './identity-calls';
import { FormTabs } from './login/FormTabs';

interface LoginTabsProps {
  modes: readonly LoginMode[];
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
  idFor: (mode: LoginMode) => string;
  panelId: string;
}

/** Username / SMS tabs of the login popup (SPEC §2). */
export function LoginTabs({ modes, mode, onChange, idFor, panelId }: LoginTabsProps) {
  const { t } = useTranslation('shell');
  return (
    <FormTabs
      options={modes}
      value={mode}
      onChange={onChange}
      idFor={idFor}
      panelId={panelId}
      label={t('popups.login.tabsLabel')}
      labelFor={(option) => t(`popups.login.tabs.${option}`)}
    />
  );
}
