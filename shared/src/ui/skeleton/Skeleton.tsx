import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/**
 * What a skeleton stands in for: a grid of game or vendor tiles, a list of records (rows),
 * picture cards (promotions), a row of filter chips, or lines of text.
 */
export type SkeletonShape = 'tiles' | 'rows' | 'cards' | 'chips' | 'lines';

export interface SkeletonProps {
  shape: SkeletonShape;
  /** How many tiles, rows, cards, chips or lines: as many as the first answer usually brings. */
  count?: number;
  /** The hidden status text (translated); "Loading…" when not given. */
  label?: string;
  testId?: string;
}

const bone = (extra?: string) => (extra ? `${styles.bone} ${extra}` : styles.bone);

/**
 * One placeholder bar, for a skeleton drawn inside the real layout: a line high (a table's cells),
 * or as tall as what it holds the place of (`height`, e.g. a card whose shape no Skeleton has).
 */
export function Bone({ width = '100%', height }: { width?: number | string; height?: number | string }) {
  return <span className={bone(styles.line)} style={{ width, height }} aria-hidden="true" />;
}

function Bones({ shape, count }: { shape: SkeletonShape; count: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  switch (shape) {
    case 'tiles':
      return (
        <ul className={styles.tiles}>
          {items.map((i) => (
            <li key={i} className={styles.tile}>
              <span className={bone(styles.square)} />
              <span className={bone(styles.line)} />
            </li>
          ))}
        </ul>
      );
    case 'rows':
      return (
        <ul className={styles.rows}>
          {items.map((i) => (
            <li key={i} className={styles.row}>
              <span className={bone(styles.line)} style={{ width: `${60 + ((i * 17) % 30)}%` }} />
              <span className={bone(styles.line)} style={{ width: 64 }} />
              <span className={bone(styles.line)} style={{ width: '35%' }} />
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {items.map((i) => (
            <li key={i} className={styles.card}>
              <span className={bone(styles.picture)} />
              <span className={bone(styles.line)} style={{ width: '70%' }} />
              <span className={bone(styles.line)} style={{ width: '45%' }} />
            </li>
          ))}
        </ul>
      );
    case 'chips':
      return (
        <div className={styles.chips}>
          {items.map((i) => (
            <span key={i} className={bone(styles.chip)} />
          ))}
        </div>
      );
    case 'lines':
      return (
        <div className={styles.lines}>
          {items.map((i) => (
            <span key={i} className={bone(styles.line)} style={{ width: i === count - 1 ? '55%' : '100%' }} />
          ))}
        </div>
      );
  }
}

/**
 * A loading placeholder in the shape of what arrives, so the page does not jump when it does.
 * Pure CSS (a pulse that stops under prefers-reduced-motion) in the theme's surface colours; the
 * region is `aria-busy` and a screen reader hears the translated status instead of the shapes.
 */
export function Skeleton({ shape, count = 3, label, testId = 'skeleton' }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.region} aria-busy="true" data-testid={testId} data-shape={shape}>
      <span role="status" className={styles.srOnly}>
        {label ?? t('loading')}
      </span>
      <div aria-hidden="true">
        <Bones shape={shape} count={count} />
      </div>
    </div>
  );
}
