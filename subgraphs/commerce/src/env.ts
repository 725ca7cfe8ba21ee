import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** commerce's own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const commerceEnvShape = {
  /** The print-on-demand provider's API (Printful's shape) the catalogue importer reads; a recorded stand-in in tests. */
  PRINTFUL_API_URL: z.url({ message: 'PRINTFUL_API_URL must be an http(s) URL' }).default('https://api.printful.com'),
  /** The provider's API token; without it `importCatalogue` says so. */
  PRINTFUL_API_TOKEN: optionalText,
  /** Carts started and adds to a cart per client address (an IPv6 client by its /64) per hour; aliases count one by one. */
  CART_ADDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /** Checkouts per client address per hour. */
  CHECKOUTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Checkouts per shopper e-mail per hour, its aliases (`+tags`, Gmail's dots, letter case) counted as one. */
  CHECKOUTS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
};
