import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMode } from './identity-calls';
import styles from './popups.module.css';

interface LoginTabsProps {
  modes: readonly LoginMode[];
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
  idFor: (mode: LoginMode) => string;
  panelId: string;
}

/** Username / SMS tabs; arrow keys move between them as the tabs pattern expects. */
export function LoginTabs({ modes, mode, onChange, idFor, panelId }: LoginTabsProps) {
  const { t } = useTranslation('shell');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = modes[(modes.indexOf(mode) + step + modes.length) % modes.length]!;
    onChange(next);
    document.getElementById(idFor(next))?.focus();
  };
  return (
    <div role="tablist" className={styles.tabs} aria-label={t('popups.login.tabsLabel')}>
      {modes.map((option) => (
        <button
          key={option}
          id={idFor(option)}
          type="button"
          role="tab"
          aria-selected={option === mode}
          aria-controls={panelId}
          tabIndex={option === mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(option)}
          onKeyDown={onKeyDown}
        >
          {t(`popups.login.tabs.${option}`)}
        </button>
      ))}
    </div>
  );
}
