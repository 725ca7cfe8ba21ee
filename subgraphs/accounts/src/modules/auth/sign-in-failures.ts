/**
 * `momstride_sign_in_failures_total{reason}` (docs/operations.md, "Metrics"): sign-ins refused, by why — a missing
 * field, an unknown account, a wrong password, or throttled (too many attempts).
 */
import { serviceMetrics } from '@momstride/kit/metrics';

export type SignInFailure = 'invalid_input' | 'unknown_account' | 'wrong_password' | 'throttled';

const failures = serviceMetrics('accounts').signInFailures;

export const countSignInFailure = (reason: SignInFailure): void => {
  failures.inc({ reason });
};
