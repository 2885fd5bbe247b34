import type { ReactNode, Ref } from 'react';
import styles from './panel.module.css';

export interface DisclosureButtonProps {
  /** Whether the form it opens is shown. */
  open: boolean;
  /** The id of that form. */
  controls: string;
  onToggle: () => void;
  /** The form gives the focus back here when it closes. */
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A small button that opens and closes a form below it (aria-expanded, aria-controls). */
export function DisclosureButton({ open, controls, onToggle, buttonRef, children }: DisclosureButtonProps) {
  return (
    <button ref={buttonRef} type="button" className={styles.small} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      {children}
    </button>
  );
}
