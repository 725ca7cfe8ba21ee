import type { Request, Response } from 'express';

/** A refusal the gateway answers itself, before the request reaches GraphQL or a REST route. */
export interface GatewayRefusal {
  readonly status: number;
  readonly message: string;
  /** The GraphQL error code on /graphql (docs/contracts.md), e.g. RATE_LIMITED. */
  readonly code: string;
  /** Sent as `Retry-After` and as the GraphQL error's `retryAfterSeconds`. */
  readonly retryAfterSeconds?: number;
  /** More GraphQL error extensions (e.g. `serviceName`). */
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Sends a refusal in the shape of where the request went: a GraphQL error on /graphql (in the GraphQL-over-HTTP media
 * type when the client accepts it, since Apollo Client reads the errors of a non-2xx reply only in that type), the REST
 * error shape `{"detail": …}` elsewhere.
 */
export const sendGatewayRefusal = (req: Request, res: Response, refusal: GatewayRefusal): void => {
  const { status, message, code, retryAfterSeconds, extensions } = refusal;
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status);
  if (req.baseUrl === '/graphql') {
    const accept = req.headers.accept ?? '';
    res.type(accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json');
    const retry = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
    res.send(JSON.stringify({ errors: [{ message, extensions: { code, ...extensions, ...retry } }] }));
    return;
  }
  res.json({ detail: message });
};
