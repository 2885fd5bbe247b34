import type { ComponentType } from 'react';
import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';
import { loadIdentityTexts } from './identity-texts';

/** A popup's code and the identity strings, fetched together. */
function withTexts<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyView(() => Promise.all([load(), loadIdentityTexts()]).then(([view]) => view));
}

/** The identity popups, each fetched when first opened. */
export const identityPopups: PopupViews = {
  login: withTexts(() => import('./LoginPopup').then((m) => m.LoginPopup)),
  register: withTexts(() => import('./RegisterPopup').then((m) => m.RegisterPopup)),
  forgotPassword: withTexts(() => import('./ForgotPasswordPopup').then((m) => m.ForgotPasswordPopup)),
  changePassword: withTexts(() => import('./ChangePasswordPopup').then((m) => m.ChangePasswordPopup)),
};
