import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { GameViewProps } from './GameWindow';
import styles from './game.module.css';
import { useCloseOnBack } from './use-close-on-back';
import { useGameDialog } from './use-game-dialog';

/**
 * A game on a phone: the whole screen, under a slim bar with a back button and the game's name.
 * The phone's Back button leaves the game too (a history entry of its own).
 */
export function GameLayer({ url, title, onClose, returnFocus }: GameViewProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const leave = useCloseOnBack(onClose);
  useGameDialog(ref, leave, returnFocus);
  return createPortal(
    <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.layer} data-testid="game-layer">
      <div className={styles.layerBar}>
        <button type="button" className={styles.barButton} onClick={leave} aria-label={t('popups.game.back')}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <iframe className={styles.layerFrame} src={url} title={title} allow="autoplay; fullscreen" />
    </div>,
    document.body,
  );
}
