import { lazyView } from '@/lib/lazy-view';
import { loadAppInstallTexts } from './app-install-texts';

/** The install page's address, where the download QR codes point. */
export const appInstallPath = '/app';

/** The install page, its code and its strings fetched together when it is first opened. */
export const AppInstallView = lazyView(() => Promise.all([import('./AppInstallPage'), loadAppInstallTexts()]).then(([page]) => page.AppInstallPage));
