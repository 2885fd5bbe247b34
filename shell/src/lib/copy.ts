import { i18n, modal } from '@khela/shared';

/** Copies text and confirms with the success dialog of SPEC §8 (copy_success). */
export async function copyWithConfirmation(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return false;
  }
  modal.open({
    icon: 'success',
    text: i18n.t('shell:copy_success'),
    closeOnCover: true,
    timeoutMs: 2000,
    buttons: [{ label: i18n.t('common:actions.confirm'), primary: true }],
  });
  return true;
}

/** Copies the member ID (the member menu's copy button). */
export async function copyMemberId(id: string): Promise<void> {
  await copyWithConfirmation(id);
}
