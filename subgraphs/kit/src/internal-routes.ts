/**
 * What a subgraph's internal endpoints share (the owners' side of mirrors, moderation and the digest): how they mount
 * beside /graphql, and one handler shape — the request's body or query checked by a zod schema (400 `{ error }`
 * otherwise), the answer JSON and never cached, 404 `{ error: 'Not found' }` when there is none, a thrown error to the
 * server's error handler.
 */
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { StartSubgraphOptions } from './server.js';

/** Mounts routes beside /graphql on a subgraph's app (its `httpRoutes`), with the server's guards. */
export type SubgraphRoutes = NonNullable<StartSubgraphOptions<unknown, object>['httpRoutes']>;

/**
 * A handler: `from` the body or the query, parsed by `schema` (a 400 says `invalid`, or zod's own words when none is
 * given); `answer` gives the JSON to send, or undefined for a 404.
 */
export const internalJson =
  <S extends z.ZodType>(from: 'body' | 'query', schema: S, invalid: string | undefined, answer: (input: z.output<S>) => Promise<unknown>): RequestHandler =>
  async (req: Request, res, next) => {
    const input = schema.safeParse(from === 'body' ? req.body : req.query);
    if (!input.success) {
      res.status(400).json({ error: invalid ?? z.prettifyError(input.error) });
      return;
    }
    try {
      const body = await answer(input.data);
      res.set('cache-control', 'no-store');
      if (body === undefined) res.status(404).json({ error: 'Not found' });
      else res.json(body);
    } catch (error) {
      next(error);
    }
  };
