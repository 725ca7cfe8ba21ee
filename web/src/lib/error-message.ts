import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's sentence for a failed call (GraphQL error message, the REST `detail`), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim() !== '')?.message;
    if (message) return message;
  }
  return fallback;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Field details of a BAD_USER_INPUT error (`extensions.fields`, see docs/contracts.md). */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const found: FieldError[] = [];
  for (const e of error.errors) {
    const fields = e.extensions?.['fields'];
    if (!Array.isArray(fields)) continue;
    for (const item of fields as unknown[]) {
      if (item && typeof item === 'object' && 'field' in item && 'message' in item) {
        const { field, message } = item as { field: unknown; message: unknown };
        if (typeof field === 'string' && typeof message === 'string') found.push({ field, message });
      }
    }
  }
  return found;
}

/**
 * docs/product.md, Error catalogue, "Profile update and event save": the detail may be one sentence or a list of field problems,
 * joined with commas; otherwise the fallback.
 */
export function errorDetail(error: unknown, fallback: string): string {
  const fields = fieldErrors(error);
  if (fields.length > 0) return [...new Set(fields.map((f) => f.message))].join(', ');
  return errorMessage(error, fallback);
}
