import { Icon } from '@khela/shared';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './game.module.css';
import { gameHeight, gameWidth, useFitScale } from './use-fit-scale';
import { useGameDialog } from './use-game-dialog';

export interface GameViewProps {
  url: string;
  title: string;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}

/**
 * SPEC §2's game popup on a computer: the game in a 440×750 frame under a slim title bar, scaled
 * down as a whole where the screen is shorter. Like every popup it closes by its button or Escape,
 * never by a click beside it (a misplaced click must not end a game).
 */
export function GameWindow({ url, title, onClose, returnFocus }: GameViewProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scale = useFitScale();
  useGameDialog(ref, onClose, returnFocus);
  return createPortal(
    <div className={styles.cover} data-testid="popup-game-cover">
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.window} style={{ width: gameWidth * scale }} data-testid="popup-game">
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.barButton} onClick={onClose} aria-label={t('common:actions.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.frameBox} style={{ width: gameWidth * scale, height: gameHeight * scale }} data-scale={scale}>
          <iframe
            className={styles.windowFrame}
            src={url}
            title={title}
            width={gameWidth}
            height={gameHeight}
            style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
            allow="autoplay; fullscreen"
          />
        </div>
      </div>
    </div>,
    document.body,
  );
}
