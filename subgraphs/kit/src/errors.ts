import { GraphQLError } from 'graphql';
import type { Viewer, ViewerRole } from './viewer.js';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes that are passed to clients as they are; anything else is masked as INTERNAL_SERVER_ERROR. */
export const publicErrorCodes: ReadonlySet<string> = new Set<string>([
  ...Object.values(ErrorCode),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // A service this one must ask could not be asked (http/internal-calls.ts): retryAfterSeconds goes with it.
  'SERVICE_UNAVAILABLE',
]);

export interface FieldError {
  field: string;
  message: string;
}

export const unauthenticated = (message = 'Not authenticated'): GraphQLError =>
  new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });

export const forbidden = (message = 'You do not have permission to do this.'): GraphQLError =>
  new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });

export const notFound = (message = 'Not found'): GraphQLError =>
  new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });

/** BAD_USER_INPUT; with field details the REST layer answers 422, without them 400. */
export const badUserInput = (message: string, fields?: readonly FieldError[]): GraphQLError =>
  new GraphQLError(message, {
    extensions: fields && fields.length > 0 ? { code: ErrorCode.BAD_USER_INPUT, fields } : { code: ErrorCode.BAD_USER_INPUT },
  });

/** BAD_USER_INPUT for a list of field problems; the message is the first problem's message. */
export const invalidFields = (fields: readonly FieldError[]): GraphQLError =>
  badUserInput(fields[0]?.message ?? 'Invalid input', fields);

export const conflict = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: ErrorCode.CONFLICT } });

export const rateLimited = (message: string, retryAfterSeconds: number): GraphQLError =>
  new GraphQLError(message, {
    extensions: { code: ErrorCode.RATE_LIMITED, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });

export interface SignedInViewer extends Viewer {
  userId: string;
  role: ViewerRole;
}

/** The signed-in viewer, or UNAUTHENTICATED. */
export function requireViewer(ctx: { viewer: Viewer }): SignedInViewer {
  const { viewer } = ctx;
  if (!viewer.userId || !viewer.role) throw unauthenticated();
  return viewer as SignedInViewer;
}

/** The signed-in admin viewer, or UNAUTHENTICATED / FORBIDDEN. */
export function requireAdmin(ctx: { viewer: Viewer }): SignedInViewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'admin') throw forbidden('Admin access required');
  return viewer;
}
