import { useCallback, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons/Icon';
import styles from './popup.module.css';
import { useDialogBehaviour } from './use-dialog-behaviour';

export interface PopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Close button shown by default (SPEC §2); some popups must be answered instead. */
  closable?: boolean;
  width?: number | string;
  height?: number | string;
  className?: string;
  testId?: string;
}

/**
 * The shared popup of SPEC §2: 200 by 200 at least, draggable by its header, never closed by a
 * click outside, close button by default, page scroll locked while open, focus kept inside.
 */
export function Popup({ title, onClose, children, closable = true, width, height, className, testId }: PopupProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  useDialogBehaviour(dialogRef, closable ? onClose : undefined);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [offset],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.baseX + event.clientX - start.startX, y: start.baseY + event.clientY - start.startY });
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  return createPortal(
    <div className={styles.cover} data-testid={testId ? `${testId}-cover` : undefined}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        style={{ width, height, transform: `translate(${offset.x}px, ${offset.y}px)` }}
        data-testid={testId}
      >
        <div
          className={styles.header}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          title={t('popup.dragHandle')}
          data-drag-handle=""
        >
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
