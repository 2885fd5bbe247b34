import { Type } from '@sinclair/typebox';

/**
 * A brand's login limits set by its operators (docs/identity.md, "Login limits"): how many failed
 * password logins one address gets per hour over all the brand's accounts. Below 5 a shared
 * address (an office, a mobile carrier's NAT) locks itself out; above 1000 it no longer limits.
 */
export const LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN = 5;
export const LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX = 1000;

export const LoginLimitsBodySchema = Type.Object(
  {
    loginFailuresPerAddressPerHour: Type.Integer({
      minimum: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN,
      maximum: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX,
      description: 'Failed password logins one address gets per hour over all accounts of the brand',
    }),
  },
  { additionalProperties: false },
);

export const LoginLimitsSchema = Type.Object({
  merchant: Type.String(),
  loginFailuresPerAddressPerHour: Type.Integer(),
  /** The value in force before this change. */
  previous: Type.Integer(),
});
