import { addLazyNamespace, adoptStoredToken, applyTheme, calls, configAtom, createTransitionRoot, settleLanguageForBrand, store, systemStatusAtom, themeAtom } from '@khela/shared';
import { App } from './App';
import { startLiveBalance } from '@/features/balance/live-balance';
import { startLiveRewards } from '@/features/rewards/live-rewards';
import { startLiveMessages } from '@/features/messages/live-messages';
import { listenForGameStarts } from '@/features/game-launch/game-start-listener';
import { listenForInstallPrompt, registerServiceWorker } from '@/features/app-install';
import { loadStartData } from './start-data';
import { loadRemotesManifest } from './federation/remotes-manifest';
import { restoreSession } from '@/features/identity/session/session-restore';
import { adoptSocialReturn, finishSocialReturn, takeSocialReturn } from '@/features/identity/login/social-return';
import { StartupFailure } from '@/features/system-status/StartupFailure';
import { loadAnalytics } from '@/features/analytics/load-analytics';
import { followLanguageInDocument } from '@/lib/document/document-head';
import '@/styles/global.css';

/**
 * Start-up (SPEC §4): the config call and remotes.json in parallel, the session from session
 * storage or a hand-off's one-time login code (never a token in the address), then the view for
 * the system status mounted once.
 */
async function start(): Promise<void> {
  applyTheme(store.get(themeAtom));
  // The app (docs/app.md): Chrome's install offer may come at once; the worker registers after load.
  listenForInstallPrompt();
  registerServiceWorker();
  // A social login comes back with ?loginCode= or ?loginError=: both leave the address at once.
  const taken = takeSocialReturn();
  adoptStoredToken();
  // Its renders are sliced so a slow phone answers taps meanwhile (shared transition-root.ts).
  const root = createTransitionRoot(document.getElementById('root')!);
  // Only the reader's language of the shell's strings is fetched, alongside the config call.
  const shellStrings = addLazyNamespace('shell', {
    bn: () => import(/* webpackChunkName: "shell-bn" */ '@/locales/bn.json'),
    en: () => import(/* webpackChunkName: "shell-en" */ '@/locales/en.json'),
  });
  // A strings chunk that fails to load must not leave a blank page.
  const [config, socialReturn] = await Promise.all([
    calls.systemConfig(),
    adoptSocialReturn(taken),
    loadRemotesManifest(),
    shellStrings.catch(() => undefined),
  ]);
  if (!config.ok) {
    root.render(<StartupFailure message={config.error.message} />);
    return;
  }
  store.set(configAtom, config.value);
  // SPEC §4: analytics only with the brand's id, once the page is interactive.
  loadAnalytics(config.value.analytics.gtagId);
  await settleLanguageForBrand(config.value.merchant.languages, config.value.merchant.defaultLanguage);
  followLanguageInDocument();
  // Menus and announcements belong to the normal view only; the status views need neither.
  if (store.get(systemStatusAtom) === 0) {
    void restoreSession();
    loadStartData();
    listenForGameStarts();
    startLiveBalance();
    startLiveRewards();
    startLiveMessages();
  }
  root.render(<App />);
  if (store.get(systemStatusAtom) === 0) finishSocialReturn(socialReturn);
}

void start();
