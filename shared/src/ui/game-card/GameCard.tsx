import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../api/games-wire';
import { bus } from '../../bus/event-bus';
import { cdnImageUrl } from '../../format/cdn-image';
import { useFavouriteIds, useToggleFavourite } from '../../games/favourites';
import { configAtom } from '../../store/session-atoms';
import { Icon } from '../icons/Icon';
import { FallbackImage } from '../page-kit/FallbackImage';
import styles from './game-card.module.css';

/** Asks the shell to start a game (it gates login, routes vendor lists and lotteries, launches). */
export function startGame(game: Game, freeTrial = false): void {
  bus.emit('game:start', {
    vendor: game.vassalage,
    gameCode: game.gameCode,
    gameType: game.gameType,
    nodeId: game.nodeId,
    gameName: game.gameName,
    isGame: game.isGame,
    trial: freeTrial,
  });
}

/**
 * A game tile: artwork (its name when the image fails), name, a heart (login popup for visitors;
 * throttled), and a free-trial button where the vendor offers one. A VASSALAGE tile opens its
 * vendor's list, so it has no heart or trial.
 *
 * `keepTrialRow` (the default) keeps the trial button's row on every tile, so tiles are one height
 * and a fixed-size placeholder matches them (the home's blocks). Without it a tile has the row only
 * when it has the button: in a grid each row then takes its tallest tile's height, so a row (or a
 * whole center, such as live casino) where no game offers a trial has no empty strip under its
 * tiles.
 */
export function GameCard({ game, showFavourite = true, keepTrialRow = true }: { game: Game; showFavourite?: boolean; keepTrialRow?: boolean }) {
  const { t } = useTranslation('common');
  const config = useAtomValue(configAtom);
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const isVendorList = game.isGame === 'VASSALAGE';
  const favourite = favourites.has(game.nodeId);
  return (
    <div className={styles.card} data-testid={`game-card-${game.nodeId}`}>
      <button
        type="button"
        className={styles.play}
        aria-label={t(isVendorList ? 'games.openVendor' : 'games.play', { name: game.gameName })}
        onClick={() => startGame(game)}
      >
        <FallbackImage src={cdnImageUrl(game.iconUrl, config?.imageCDNs)} alt="" className={styles.image} fallbackText={game.gameName} />
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {showFavourite && !isVendorList && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.favouriteRemove' : 'games.favouriteAdd', { name: game.gameName })}
          onClick={() => void toggleFavourite(game)}
        >
          <Icon name={favourite ? 'heart-filled' : 'heart'} />
        </button>
      )}
      {game.freeTrial && !isVendorList ? (
        <button type="button" className={styles.trial} aria-label={t('games.freeTrialOf', { name: game.gameName })} onClick={() => startGame(game, true)}>
          {t('games.freeTrial')}
        </button>
      ) : (
        keepTrialRow && <span className={styles.trialSpace} aria-hidden="true" data-testid="trial-space" />
      )}
    </div>
  );
}
