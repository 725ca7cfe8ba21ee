import { clientAddressKey, createRateBudget, rateLimited, type RateBudget } from '@momstride/kit';
import { mailboxKey } from './shopper-email.js';

/** The counters' table (rate-limiter-flexible's columns; Migration20270105090000). */
export const RATE_LIMITS_TABLE = 'rate_limits';
const HOUR_SECONDS = 60 * 60;

export interface ShopLimitSettings {
  /** Carts started and adds to a cart per client address per hour (CART_ADDS_PER_ADDRESS_PER_HOUR). */
  readonly CART_ADDS_PER_ADDRESS_PER_HOUR: number;
  /** Checkouts per client address per hour (CHECKOUTS_PER_ADDRESS_PER_HOUR). */
  readonly CHECKOUTS_PER_ADDRESS_PER_HOUR: number;
  /** Checkouts per shopper mailbox per hour, aliases counted as one (CHECKOUTS_PER_EMAIL_PER_HOUR). */
  readonly CHECKOUTS_PER_EMAIL_PER_HOUR: number;
}

/**
 * The shop's budgets against anonymous abuse (docs/security.md, H1): each executed `createCart`, `addToCart` and
 * `checkout` field is charged, so aliases in one request count one by one. Addresses are keyed as accounts keys its
 * sign-in throttle (an IPv6 client by its /64); a shopper by her mailbox (mailboxOf), stored as a hash.
 */
export interface ShopLimits {
  /** Charges one cart change to the client address; RATE_LIMITED over the limit. */
  chargeCartAdd(ip: string): Promise<void>;
  /** Charges one checkout to the client address; RATE_LIMITED over the limit. */
  chargeCheckoutAddress(ip: string): Promise<void>;
  /** Charges one checkout to the shopper's mailbox; RATE_LIMITED over the limit. */
  chargeCheckoutEmail(email: string): Promise<void>;
}

const inMinutes = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const TOO_MANY_CART_CHANGES = (seconds: number) => `Too many cart changes from your network. Please try again in ${inMinutes(seconds)}.`;
export const TOO_MANY_CHECKOUTS = (seconds: number) => `Too many order requests. Please try again in ${inMinutes(seconds)}.`;

export function createShopLimits(knex: unknown, settings: ShopLimitSettings): ShopLimits {
  const budget = (keyPrefix: string, points: number) => createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix, points, windowSeconds: HOUR_SECONDS });
  const cartAdds = budget('cart_add_address', settings.CART_ADDS_PER_ADDRESS_PER_HOUR);
  const checkoutAddresses = budget('checkout_address', settings.CHECKOUTS_PER_ADDRESS_PER_HOUR);
  const checkoutEmails = budget('checkout_email', settings.CHECKOUTS_PER_EMAIL_PER_HOUR);
  const charge = async (rateBudget: RateBudget, key: string, message: (seconds: number) => string) => {
    const wait = await rateBudget.charge(key);
    if (wait !== null) throw rateLimited(message(wait), wait);
  };
  return {
    chargeCartAdd: (ip) => charge(cartAdds, clientAddressKey(ip), TOO_MANY_CART_CHANGES),
    chargeCheckoutAddress: (ip) => charge(checkoutAddresses, clientAddressKey(ip), TOO_MANY_CHECKOUTS),
    chargeCheckoutEmail: (email) => charge(checkoutEmails, mailboxKey(email), TOO_MANY_CHECKOUTS),
  };
}
