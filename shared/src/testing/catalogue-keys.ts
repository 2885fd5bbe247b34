/** Every key path of a catalogue ("menu.label"), to check that two languages carry the same keys. */
export function catalogueKeys(catalogue: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      value && typeof value === 'object' ? catalogueKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}
