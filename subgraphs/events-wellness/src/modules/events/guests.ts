/** The largest guest limit an admin can set on a walk (docs/product.md, Guests). */
export const GUEST_LIMIT_MAX = 20;
export const GUEST_LIMIT_RANGE = `Guests per member must be between 0 and ${GUEST_LIMIT_MAX}`;
