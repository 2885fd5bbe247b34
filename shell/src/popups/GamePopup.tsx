import { Popup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from './popup-view';
import styles from './popups.module.css';

/** A game in a 440×750 window (SPEC §2), full screen on phones. */
export function GamePopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const url = typeof props.url === 'string' ? props.url : '';
  const title = typeof props.title === 'string' && props.title ? props.title : t('popups.game.title');
  return (
    <Popup title={title} onClose={onClose} className={styles.game} testId="popup-game">
      {url ? <iframe className={styles.gameFrame} src={url} title={title} allow="autoplay; fullscreen" /> : <p role="alert">{t('popups.game.missing')}</p>}
    </Popup>
  );
}
