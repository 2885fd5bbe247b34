import { useId, useRef, useState, type ReactNode } from 'react';
import { DisclosureButton } from './DisclosureButton';
import styles from './panel.module.css';

/** What the form behind the button is handed. */
export interface BehindButtonControls {
  /** The form's id (the button's aria-controls). */
  id: string;
  /** Closes the form and gives the focus back to the button. */
  close: () => void;
  /** The form did its work: says `doneText`, then closes as `close` does. */
  finish: () => void;
}

export interface FormBehindButtonProps {
  /** The button's words. */
  label: string;
  /** Whether the button is offered (a form already open stays). */
  offered?: boolean;
  /** Said in the status line after `finish`, until the button is pressed again. */
  doneText: string;
  form: (controls: BehindButtonControls) => ReactNode;
}

/** A form shown below the button that opens and closes it, then a status line that says it is done. */
export function FormBehindButton({ label, offered = true, doneText, form }: FormBehindButtonProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const finish = () => {
    setDone(true);
    close();
  };
  return (
    <>
      {offered && (
        <DisclosureButton
          buttonRef={button}
          open={open}
          controls={id}
          onToggle={() => {
            setDone(false);
            setOpen(!open);
          }}
        >
          {label}
        </DisclosureButton>
      )}
      {open && form({ id, close, finish })}
      <p role="status" className={styles.success}>
        {done ? doneText : ''}
      </p>
    </>
  );
}
