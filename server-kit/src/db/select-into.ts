/**
 * Rows in the shape of the domain object, with no mapper to keep in step: the select list names
 * each column after the field it fills (`merchant_code AS "merchantCode"`). Both engines hand
 * timestamptz over as a Date, int2/int4 as a number and json/jsonb parsed, so most objects come
 * back whole; only int8 and numeric arrive as text (`amount::text`) and need BigInt() or Number().
 */

/** The select list `column AS "field", …` for the fields of T: every field once, no other (the compiler checks). */
export function selectInto<T>(columns: { readonly [Field in keyof T]-?: string }): string {
  return Object.entries<string>(columns)
    .map(([field, column]) => `${column} AS "${field}"`)
    .join(', ');
}

/** T as its row arrives when the fields K are selected as text (int8, numeric), before BigInt() or Number(). */
export type WithTextFields<T, K extends keyof T> = Omit<T, K> & { [Field in K]: string };
