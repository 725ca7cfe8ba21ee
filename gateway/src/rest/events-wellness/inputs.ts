import { z } from 'zod';

/** A query value as express parses it; a repeated key gives an array and the last one wins, like FastAPI. */
const lastValue = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);

const FLOAT_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A JSON number, or a numeric string as FastAPI's lax float parsing accepts; anything else 422 `float_type` /
 * `float_parsing`. Range rules (target > 0, …) and their messages live in events-wellness.
 */
export const floatInput = () =>
  z.unknown().transform((value, ctx): number => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && FLOAT_TEXT.test(value.trim())) return Number(value.trim());
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Field required', params: { type: 'missing' } });
    } else if (typeof value === 'string') {
      ctx.addIssue({ code: 'custom', message: 'Input should be a valid number, unable to parse string as a number', params: { type: 'float_parsing' } });
    } else {
      ctx.addIssue({ code: 'custom', message: 'Input should be a valid number', params: { type: 'float_type' } });
    }
    return z.NEVER;
  })
  // What a client sends, for the OpenAPI document.
  .meta({ type: ['number', 'string'], description: 'A number (or its digits as text)' });

/** A required number query parameter at least `min` (e.g. `current_value`), with FastAPI's 422 items. */
export const floatQuery = (min: number) =>
  z.preprocess(lastValue, floatInput()).transform((value, ctx): number => {
    if (value >= min) return value;
    ctx.addIssue({
      code: 'custom',
      message: `Input should be greater than or equal to ${min}`,
      params: { type: 'greater_than_equal', ctx: { ge: min } },
    });
    return z.NEVER;
  })
  .meta({ type: 'number', minimum: min });

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date-time (what FastAPI's datetime accepts): with an offset, or without one meaning UTC (the product's
 * form sends `datetime-local` values), passed on as UTC ISO text; anything else 422 `datetime_from_date_parsing`.
 */
export const dateTimeInput = () =>
  z.string().transform((value, ctx): string => {
    const text = value.trim();
    const parsed = ISO_DATE_TIME.test(text) ? Date.parse(OFFSET.test(text) ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`) : Number.NaN;
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'Input should be a valid datetime', params: { type: 'datetime_from_date_parsing' } });
      return z.NEVER;
    }
    return new Date(parsed).toISOString();
  })
  .meta({ description: 'An ISO 8601 date-time; without an offset it means UTC' });
