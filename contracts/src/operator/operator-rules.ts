/** What an operator may do: admin everything, finance money, support members. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Operator usernames: lower-case, a letter first; compared lower-cased. */
export const OPERATOR_USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{2,31}$';

/** Operators can move money: their passwords are long. */
export const OPERATOR_PASSWORD_MIN = 10;
