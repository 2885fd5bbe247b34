import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { store } from '../store/store';
import { themeAtom } from '../store/theme';
import styles from './ui.module.css';

/** Dark or light, as a switch; any root can show one and they all move together. */
export function ThemeSwitch({ testId }: { testId?: string }) {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useAtom(themeAtom, { store });
  const light = theme === 'light';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={light}
      className={styles.themeSwitch}
      onClick={() => setTheme(light ? 'dark' : 'light')}
      data-testid={testId}
    >
      <span>{t('theme.light')}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
