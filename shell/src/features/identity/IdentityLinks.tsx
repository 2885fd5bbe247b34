import { openPopup, type PopupName } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { switchPopup } from './identity-calls';
import styles from '@/components/popups.module.css';

type IdentityTarget = 'login' | 'register' | 'forgotPassword';

/** The links under an identity form: switch to another form, or read the terms over this one. */
export function IdentityLinks({ from, to }: { from: PopupName; to: readonly IdentityTarget[] }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.links}>
      {to.map((target) => (
        <button key={target} type="button" className={styles.linkButton} onClick={() => switchPopup(from, target)}>
          {t(`popups.links.${target}`)}
        </button>
      ))}
      {/* The terms open over the form, so what was typed is kept. */}
      <button type="button" className={styles.linkButton} onClick={() => openPopup('help', { section: 'term' })}>
        {t('popups.links.terms')}
      </button>
    </div>
  );
}
