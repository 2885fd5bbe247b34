import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, PageFrame, SelectFilter, TextField } from '@khela/shared/reports';

/**
 * Registering a downline: the form of the agents issue. Its call does not exist yet, so the
 * submit button says why it is off instead of pretending to register.
 */
export function RegisterCenter() {
  const { t } = useTranslation('agent');
  const [accountType, setAccountType] = useState('member');
  return (
    <PageFrame title={t('pages.registerCenter.title')} intro={t('pages.registerCenter.intro')} testId="agent-page-registerCenter">
      <form className={formStyles.form} aria-label={t('pages.registerCenter.title')} onSubmit={(event) => event.preventDefault()}>
        <SelectFilter
          label={t('register.accountType')}
          value={accountType}
          onChange={setAccountType}
          options={[
            ['member', t('register.member')],
            ['agent', t('register.agent')],
          ]}
        />
        <TextField label={t('register.username')} name="username" autoComplete="off" required />
        <TextField label={t('register.password')} name="password" type="password" autoComplete="new-password" required />
        <p className={formStyles.hint}>{t('register.unavailable')}</p>
        <button type="submit" className={formStyles.primary} disabled>
          {t('register.submit')}
        </button>
      </form>
    </PageFrame>
  );
}
