import { formStyles, TextField } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One member of the team by account: applied with its button or Enter (not at each key), cleared
 * with its own button. The api refuses an account outside the team with a translated error.
 */
export function AccountFilter({ value, onApply }: { value: string; onApply: (account: string) => void }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const apply = () => onApply(draft.trim());
  return (
    <>
      <TextField
        label={t('filters.account')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="button" className={formStyles.secondary} onClick={apply}>
        {t('reports.search')}
      </button>
      {value && (
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => {
            setDraft('');
            onApply('');
          }}
        >
          {t('reports.clearAccount')}
        </button>
      )}
    </>
  );
}
