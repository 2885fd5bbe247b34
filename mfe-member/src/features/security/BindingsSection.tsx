import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BindForm } from './BindForm';
import { dialingCodeAtom } from '@/lib/brand-settings';
import { maskEmail, shownMobile } from './mask';
import { Section } from '@/components/Section';
import type { MemberProfile } from '@/lib/member-account';
import type { BindChannel } from './security-calls';
import styles from './security.module.css';
import panelStyles from '@/components/panel.module.css';

const channels: readonly BindChannel[] = ['sms', 'email'];

/** The bound mobile number and e-mail, masked, each with a way to bind or change it by a code. */
export function BindingsSection({ profile, onProfile }: { profile: MemberProfile; onProfile: (profile: MemberProfile) => void }) {
  const { t } = useTranslation('member');
  const dialingCode = useAtomValue(dialingCodeAtom);
  const [open, setOpen] = useState<BindChannel | null>(null);
  const [bound, setBound] = useState<BindChannel | null>(null);
  const toggles = useRef<Partial<Record<BindChannel, HTMLButtonElement | null>>>({});
  const formIdBase = useId();

  const shown: Record<BindChannel, string | null> = {
    sms: profile.mobile ? shownMobile(profile.countryDialingCode, profile.mobile) : null,
    email: profile.email ? maskEmail(profile.email) : null,
  };
  const close = (channel: BindChannel) => {
    setOpen(null);
    toggles.current[channel]?.focus();
  };

  return (
    <Section title={t('security.bindings.title')} testId="security-bindings">
      <ul className={styles.list}>
        {channels.map((channel) => {
          const formId = `${formIdBase}-${channel}`;
          const action = shown[channel] ? 'change' : 'bind';
          return (
            <li key={channel}>
              <div className={styles.item}>
                <span className={styles.itemLabel}>{t(`security.bindings.${channel}`)}</span>
                <p className={styles.itemValue} data-testid={`bound-${channel}`}>
                  {shown[channel] ?? t('security.bindings.notBound')}
                </p>
                <button
                  ref={(element) => {
                    toggles.current[channel] = element;
                  }}
                  type="button"
                  className={`${panelStyles.small} ${styles.itemAction}`}
                  aria-expanded={open === channel}
                  aria-controls={open === channel ? formId : undefined}
                  onClick={() => {
                    setBound(null);
                    setOpen(open === channel ? null : channel);
                  }}
                >
                  {t(`security.bindings.${action}.${channel}`)}
                </button>
              </div>
              {open === channel && (
                <BindForm
                  id={formId}
                  channel={channel}
                  dialingCode={dialingCode}
                  onCancel={() => close(channel)}
                  onBound={(next) => {
                    onProfile(next);
                    setBound(channel);
                    close(channel);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className={panelStyles.success}>
        {bound ? t(`security.bindings.done.${bound}`) : ''}
      </p>
    </Section>
  );
}
