import { openPopup, type PopupName } from '@khela/shared';
import { switchPopup } from './identity-calls';
import styles from '@/components/popups.module.css';
import { useIdentityTranslation } from './identity-texts';

type IdentityTarget = 'login' | 'register' | 'forgotPassword';

/** The links under an identity form: switch to another form, or read the terms over this one. */
export function IdentityLinks({ from, to }: { from: PopupName; to: readonly IdentityTarget[] }) {
  const { t } = useIdentityTranslation();
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
