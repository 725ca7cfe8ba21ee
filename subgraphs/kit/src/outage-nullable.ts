/**
 * Root fields a screen combines with other services' fields (the dashboard asks six services at once) are nullable
 * in the schema although a working service always answers them: GraphQL nulls the nearest nullable parent of a
 * field that fails, so one non-null root field of a service that is down would empty the whole answer. Nullable,
 * the rest of the query still arrives, beside a SERVICE_UNAVAILABLE error for this field.
 */
export const NULL_WHEN_SERVICE_DOWN = 'Never null while its service answers; null (with a SERVICE_UNAVAILABLE error) when that service is down, so the rest of a combined query still arrives';

/** Options of such a root list field: the list nullable, its items not, and the note above after `description`. */
export const nullableWhenServiceDown = (description?: string) =>
  ({ nullable: true, description: description ? `${description}. ${NULL_WHEN_SERVICE_DOWN}` : NULL_WHEN_SERVICE_DOWN }) as const;
