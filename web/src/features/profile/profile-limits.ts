/** Server limits (accounts' PROFILE_LIMITS, the shared profile rules), checked here first so the form can say so next to the field. */
export { PROFILE_LIMITS as PROFILE_MAX_LENGTH } from '@momstride/contracts/rules';
