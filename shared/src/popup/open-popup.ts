import { bus, type PopupName } from '../bus/event-bus';

/** Any root asks the shell's popup host to open one of its popups. */
export function openPopup(name: PopupName, props?: Record<string, unknown>): void {
  bus.emit('popup:open', props ? { name, props } : { name });
}

export function closePopup(name: PopupName): void {
  bus.emit('popup:close', { name });
}
