import type { RegisterMode } from '@khela/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import popupStyles from '@/components/popups.module.css';

interface RegisterTabsProps {
  modes: readonly RegisterMode[];
  mode: RegisterMode;
  onChange: (mode: RegisterMode) => void;
  idFor: (mode: RegisterMode) => string;
  panelId: string;
}

/** By username / by mobile number (USERNAMEREG3, MOBILENUMREG3); arrow keys move between them. */
export function RegisterTabs({ modes, mode, onChange, idFor, panelId }: RegisterTabsProps) {
  const { t } = useTranslation('shell');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = modes[(modes.indexOf(mode) + step + modes.length) % modes.length]!;
    onChange(next);
    document.getElementById(idFor(next))?.focus();
  };
  return (
    <div role="tablist" className={popupStyles.tabs} aria-label={t('popups.register.tabsLabel')}>
      {modes.map((option) => (
        <button
          key={option}
          id={idFor(option)}
          type="button"
          role="tab"
          aria-selected={option === mode}
          aria-controls={panelId}
          tabIndex={option === mode ? 0 : -1}
          className={popupStyles.tab}
          onClick={() => onChange(option)}
          onKeyDown={onKeyDown}
        >
          {t(`popups.register.tabs.${option}`)}
        </button>
      ))}
    </div>
  );
}
