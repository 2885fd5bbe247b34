import { bus, type KhelaEventName, type KhelaEvents } from '../bus/event-bus';

/**
 * Tests only: what the page put on the bus as `event` while `run` ran (a click that asks the shell
 * to start a game, to log in…), as a jest mock to assert on. The listener is gone afterwards, even
 * when `run` throws.
 */
export async function busEventsDuring<K extends KhelaEventName>(event: K, run: () => unknown): Promise<jest.Mock<void, [KhelaEvents[K]]>> {
  const heard = jest.fn<void, [KhelaEvents[K]]>();
  bus.on(event, heard);
  try {
    await run();
  } finally {
    bus.off(event, heard);
  }
  return heard;
}
