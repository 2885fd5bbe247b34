import type { FormEvent, ReactNode } from 'react';
import styles from '@/components/popups.module.css';

/** The tab panel a form is (ids from the popup's tabs), when there are tabs. */
export interface FormPanel {
  id: string;
  labelledBy: string;
}

/** A reset form: the tab panel of its way (email or phone) when the popup has tabs, else a plain form. */
export function PanelForm({ panel, onSubmit, children }: { panel?: FormPanel; onSubmit: (event: FormEvent) => Promise<void>; children: ReactNode }) {
  return (
    <form id={panel?.id} role={panel ? 'tabpanel' : undefined} aria-labelledby={panel?.labelledBy} className={styles.formBody} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
    </form>
  );
}
