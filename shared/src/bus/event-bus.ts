import mitt from 'mitt';

export type Language = 'bn' | 'en';

export type PopupName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'announcement'
  | 'notice'
  | 'help'
  | 'game'
  | 'contract'
  | 'chat'
  | 'memberCenter'
  | 'agentCenter';

/** Every action that crosses a root goes through these events; remotes never import each other. */
export type KhelaEvents = {
  'popup:open': { name: PopupName; props?: Record<string, unknown> };
  'popup:close': { name: PopupName };
  'session:login': { token: string };
  'session:logout': { reason: 'user' | 'expired' };
  /** A root asks the shell to sign out (confirm, logout call, clear); `path` decides where to land. */
  'session:signOut': { path: string };
  'balance:changed': { reason: string };
  /** A page changed the member's rewards (a claim): the shell reads the rewards summary again. */
  'rewards:changed': { reason: string };
  /**
   * A message of the member's live channel (/ws) other than the channel's own (ready, balance,
   * pong), as the server sent it: e.g. `lottery.draw` (a draw changed state). Pages check its
   * `type` and shape before they act on it.
   */
  'socket:message': { type: string } & Record<string, unknown>;
  /**
   * Start a game or a vendor's entry. The shell gates login and trial accounts, routes vendor lists
   * (VASSALAGE → /rng?vassalage=) and lotteries to their pages, and launches everything else.
   * `trial`: a free-trial (fun money) launch, open to visitors where the game offers it.
   */
  'game:start': {
    vendor: string;
    gameCode?: string;
    gameType?: string;
    nodeId?: number;
    gameName?: string;
    isGame?: 'GAME' | 'VASSALAGE';
    trial?: boolean;
    /** A sportsbook event to open straight away (home's hot match "bet now"). */
    eventId?: string;
  };
  navigate: { to: string; replace?: boolean };
  'language:changed': { language: Language };
  'remote:failed': { remote: string; phase: 'load' | 'mount' | 'render'; message: string };
};

export type KhelaEventName = keyof KhelaEvents;

/** The one bus of the page: a module of the singleton @khela/shared, so every root gets this instance. */
export const bus = mitt<KhelaEvents>();
