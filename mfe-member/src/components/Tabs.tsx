import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

/** WAI-ARIA tabs: arrow keys move between tabs, the chosen tab controls the one panel. */
export function Tabs({ label, tabs, selected, onSelect, children }: { label: string; tabs: Array<[string, string]>; selected: string; onSelect: (id: string) => void; children: ReactNode }) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const [id] = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(id);
    refs.current[id]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map(([id, name], index) => (
          <button
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            aria-selected={id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${selected}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
