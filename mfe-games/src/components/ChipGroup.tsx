import styles from './ui.module.css';

export type Chip = readonly [code: string | null, name: string];

/** A labelled group of toggle chips, one pressed: the list centers' filters. */
export function ChipGroup({ label, chips, selected, onSelect }: { label: string; chips: readonly Chip[]; selected: string | null; onSelect: (code: string | null) => void }) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {chips.map(([code, name]) => (
        <button key={code ?? 'all'} type="button" className={styles.chip} aria-pressed={selected === code} onClick={() => onSelect(code)}>
          {name}
        </button>
      ))}
    </div>
  );
}
