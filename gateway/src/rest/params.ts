import { z } from 'zod';
import { BusinessCategory } from './gql/graphql.js';

/** `{id}` in a path: a UUID, else 422 `uuid_parsing` (what FastAPI answers for a uuid path parameter). */
export const idParams = z.object({ id: z.guid() });

/** A query value as express parses it; a repeated key gives an array and the last one wins, like FastAPI. */
const lastValue = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);

/** An optional free-text query parameter; blank counts as absent. */
export const textQuery = () =>
  z.preprocess((value) => {
    const last = lastValue(value);
    return typeof last === 'string' && last.trim() === '' ? undefined : last;
  }, z.string().optional());

/** An optional query parameter naming one of an enum's values (the last one when repeated); blank counts as absent. */
export const enumQuery = <const T extends Readonly<Record<string, string>>>(values: T) =>
  z.preprocess((value) => {
    const last = lastValue(value);
    return last === '' ? undefined : last;
  }, z.enum(values).optional());

/** An optional business_category query parameter; blank counts as absent ("All categories"). */
export const categoryQuery = () => enumQuery(BusinessCategory);

const TRUE_TEXT = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE_TEXT = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/** An optional boolean query parameter (FastAPI's lax forms: true/false, 1/0, yes/no, on/off), else 422 `bool_parsing`. */
export const boolQuery = (fallback: boolean) =>
  z.preprocess(lastValue, z.string().optional()).transform((value, ctx): boolean => {
    const text = value?.trim().toLowerCase();
    if (text === undefined || text === '') return fallback;
    if (TRUE_TEXT.has(text)) return true;
    if (FALSE_TEXT.has(text)) return false;
    ctx.addIssue({ code: 'custom', message: 'Input should be a valid boolean, unable to interpret input', params: { type: 'bool_parsing' } });
    return z.NEVER;
  })
  // What a client sends, for the OpenAPI document (the parser itself takes express' strings).
  .meta({ type: 'boolean', default: fallback });

/** An integer query parameter within [min, max] (default `fallback`), with FastAPI's 422 items. */
export const intQuery = (min: number, max: number, fallback: number) =>
  z.preprocess(lastValue, z.string().optional()).transform((value, ctx): number => {
    if (value === undefined) return fallback;
    const text = value.trim();
    if (!/^[+-]?\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Input should be a valid integer, unable to parse string as an integer',
        params: { type: 'int_parsing' },
      });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min) {
      ctx.addIssue({
        code: 'custom',
        message: `Input should be greater than or equal to ${min}`,
        params: { type: 'greater_than_equal', ctx: { ge: min } },
      });
      return z.NEVER;
    }
    if (number > max) {
      ctx.addIssue({
        code: 'custom',
        message: `Input should be less than or equal to ${max}`,
        params: { type: 'less_than_equal', ctx: { le: max } },
      });
      return z.NEVER;
    }
    return number;
  })
  // What a client sends, for the OpenAPI document (the parser itself takes express' strings).
  .meta({ type: 'integer', minimum: min, maximum: max, default: fallback });

/** The largest GraphQL Int: paging parameters above a list's cap are passed on and the subgraph gives the cap. */
const GRAPHQL_INT_MAX = 2_147_483_647;

/**
 * Optional `limit` and `offset` query parameters of a bounded list (the product's lists gained paging beyond the first specification): absent
 * → the first page of `defaultLimit`; a `limit` above the list's cap gets the cap (the subgraph bounds it); a `limit`
 * below 1 or a negative `offset` → 422 like FastAPI's.
 */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    limit: intQuery(1, GRAPHQL_INT_MAX, defaultLimit),
    offset: intQuery(0, GRAPHQL_INT_MAX, 0),
  });
