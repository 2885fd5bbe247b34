const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A schema or table name that is put into SQL text (it cannot be a parameter): lower-case
 * identifiers only, so nothing needs quoting and nothing can be injected.
 */
export function sqlName(name: string): string {
  if (!SQL_NAME.test(name)) throw new Error(`Invalid SQL name: ${name}`);
  return name;
}
