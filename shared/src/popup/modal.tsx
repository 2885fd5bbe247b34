import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../ui/icons/Icon';
import type { IconName } from '../ui/icons/icon-paths';
import { store } from '../store/store';
import styles from './popup.module.css';
import { SafeHtml } from './safe-html';
import { useDialogBehaviour } from './use-dialog-behaviour';

export type ModalIcon = 'success' | 'warning' | 'error' | 'info' | 'question';

export interface ModalButton {
  label: string;
  primary?: boolean;
  /** Return false to keep the modal open. */
  onClick?: () => void | boolean | Promise<void | boolean>;
}

export interface ModalOptions {
  icon?: ModalIcon;
  title?: string;
  /** HTML body; sanitized before it is shown. */
  html?: string;
  text?: string;
  buttons?: ModalButton[];
  closeOnCover?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  onClose?: () => void;
}

interface OpenModal extends ModalOptions {
  id: number;
}

const modalsAtom = atom<OpenModal[]>([]);
let nextId = 1;

/** The modal helper of SPEC §2: icon, title, HTML body and buttons, from any root. */
export const modal = {
  open(options: ModalOptions): number {
    const id = nextId++;
    store.set(modalsAtom, (list) => [...list, { ...options, id }]);
    return id;
  },
  close(id: number): void {
    const closing = store.get(modalsAtom).find((m) => m.id === id);
    store.set(modalsAtom, (list) => list.filter((m) => m.id !== id));
    closing?.onClose?.();
  },
  /** Closes every open modal (a status change or logout leaves none behind). */
  closeAll(): void {
    for (const open of store.get(modalsAtom)) modal.close(open.id);
  },
  /** A confirm dialog that resolves true on confirm and false on cancel or close. */
  confirm(options: Omit<ModalOptions, 'buttons'> & { confirmLabel: string; cancelLabel: string }): Promise<boolean> {
    return new Promise((resolve) => {
      let answered = false;
      const answer = (value: boolean) => {
        answered = true;
        resolve(value);
      };
      modal.open({
        ...options,
        buttons: [
          { label: options.cancelLabel, onClick: () => answer(false) },
          { label: options.confirmLabel, primary: true, onClick: () => answer(true) },
        ],
        onClose: () => {
          options.onClose?.();
          if (!answered) resolve(false);
        },
      });
    });
  },
};

const iconOf: Record<ModalIcon, IconName> = { success: 'check', warning: 'alert', error: 'close', info: 'info', question: 'question' };

function ModalView({ item }: { item: OpenModal }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => modal.close(item.id), [item.id]);
  useDialogBehaviour(ref, close);

  useEffect(() => {
    if (!item.timeoutMs) return undefined;
    const timer = window.setTimeout(close, item.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [item.timeoutMs, close]);

  const press = async (button: ModalButton) => {
    const keepOpen = (await button.onClick?.()) === false;
    if (!keepOpen) close();
  };

  return (
    <div
      className={styles.cover}
      data-testid="modal-cover"
      onClick={(event) => {
        if (item.closeOnCover && event.target === event.currentTarget) close();
      }}
    >
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={item.title ? titleId : undefined} tabIndex={-1} className={styles.dialog} data-testid="modal">
        {item.icon && (
          <div className={styles.icon} aria-hidden="true" data-icon={item.icon}>
            <Icon name={iconOf[item.icon]} />
          </div>
        )}
        <div className={styles.header}>
          {item.title && (
            <h2 id={titleId} className={styles.title}>
              {item.title}
            </h2>
          )}
        </div>
        <div className={styles.body}>
          {item.text && <p>{item.text}</p>}
          {item.html && <SafeHtml html={item.html} />}
        </div>
        <div className={styles.buttons}>
          {(item.buttons ?? []).map((button) => (
            <button key={button.label} type="button" className={[styles.button, button.primary ? styles.primary : ''].join(' ')} onClick={() => void press(button)}>
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Mounted once by the shell; shows every open modal, newest on top. */
export function ModalHost() {
  const modals = useAtomValue(modalsAtom, { store });
  if (modals.length === 0) return null;
  return createPortal(
    <>
      {modals.map((item) => (
        <ModalView key={item.id} item={item} />
      ))}
    </>,
    document.body,
  );
}
