import { EventEmitter } from 'node:events';

/** What changed on an event: its prices, a market's state, or the event's state or score. */
export interface BookChange {
  eventId: string;
  kind: 'prices' | 'market' | 'event';
}

/**
 * The book's in-process change feed (docs/sportsbook.md "Pages"): trading (and so the live
 * simulator, which trades through it) emits after each committed change; the pages' server-sent
 * events listen and push the event's fresh odds and score. One feed per process: a change names
 * its event, and each listener re-reads its own storage, so two books in one test process only
 * cost a spare read.
 */
class BookFeed {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open page; many players may watch at once.
    this.emitter.setMaxListeners(0);
  }

  emit(change: BookChange): void {
    this.emitter.emit('change', change);
  }

  /** Listens to every change; returns the way to stop. */
  listen(listener: (change: BookChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}

export const bookFeed = new BookFeed();
