import { bus, Popup } from '@khela/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLayer } from './game-window/GameLayer';
import { GameWindow } from './game-window/GameWindow';
import type { PopupViewProps } from '@/lib/popups/popup-view';

/**
 * A launched game (shell/src/games/launch): props `url`, `title`, `fullScreen` (a phone) and
 * `returnFocus` (the tile that started it). Closing it asks the header for the balance again: the
 * game has moved money. A transfer-mode vendor's money stays in its game wallet (docs/games.md).
 */
export function GamePopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const url = typeof props.url === 'string' ? props.url : '';
  const title = typeof props.title === 'string' && props.title ? props.title : t('popups.game.title');
  const returnFocus = props.returnFocus instanceof HTMLElement ? props.returnFocus : null;
  const close = useCallback(() => {
    onClose();
    bus.emit('balance:changed', { reason: 'gameClosed' });
  }, [onClose]);
  if (!url) return <MissingGame title={title} onClose={close} />;
  const View = props.fullScreen === true ? GameLayer : GameWindow;
  return <View url={url} title={title} onClose={close} returnFocus={returnFocus} />;
}

/** A launch always carries an address; a popup opened without one says so instead of a blank frame. */
function MissingGame({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Popup title={title} onClose={onClose} testId="popup-game">
      <p role="alert">{t('popups.game.missing')}</p>
    </Popup>
  );
}
