import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientAddressKey } from '@momstride/kit/http';
import type { AccessTokenVerifier, AuthResult } from '../auth.js';
import { requestAuth } from '../context.js';
import { sendGatewayRefusal } from '../gateway-refusal.js';
import { gatewayMetrics } from '../metrics/gateway-metrics.js';
import { OPENAPI_PATH } from '../rest/openapi/extra-paths.js';
import { createRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimiterOptions } from './limiter.js';
import { isMutationRequest } from './mutation-request.js';
import type { RateLimitSetting } from './policy-setting.js';

/**
 * Rate limits on /graphql and /api (uploads and the live stream included; /api/openapi.json aside):
 * - a request with a valid session access token counts against its member's budget (`member:<userId>`, "member");
 * - one with a valid personal access token against that token's budget (`token:<id>`, "token") AND its owner's member
 *   budget, so many tokens never multiply what one member may send (docs/security.md, L7);
 * - an anonymous request, or one with an invalid token, that changes something (a GraphQL mutation, a non-GET /api
 *   request) against its client address's budget (`address:<IPv4, or IPv6 /64>`, "anonymous"; docs/security.md, H1).
 *   Anonymous reads are not counted (the catalogue is cached; accounts throttles sign-in on its own too).
 *
 * Headers follow draft-ietf-httpapi-ratelimit-headers-11 (May 2026), the structured-field form: every counted response
 * carries `RateLimit-Policy: "member";q=1200;w=60` and `RateLimit: "member";r=<remaining>;t=<seconds>` (a list of both
 * for a personal access token, its own first); a refusal is a 429 with `Retry-After: <seconds>` (the same number as the
 * refusing policy's `t`, so it is not earlier than the end of the effective window, §6), with the REST error shape on
 * /api and a GraphQL error (RATE_LIMITED) on /graphql. A request two budgets pay for is counted in both or in neither.
 */

export interface RateLimitSettings {
  readonly RATE_LIMIT_MEMBER: RateLimitSetting;
  readonly RATE_LIMIT_TOKEN: RateLimitSetting;
  readonly RATE_LIMIT_ANONYMOUS_MUTATIONS: RateLimitSetting;
}

export interface RateLimits {
  readonly member?: RateLimiter;
  readonly token?: RateLimiter;
  readonly anonymous?: RateLimiter;
}

export const createRateLimits = (settings: RateLimitSettings, options: RateLimiterOptions = {}): RateLimits => {
  const limiter = (name: string, setting: RateLimitSetting) => (setting === 'off' ? undefined : createRateLimiter({ name, ...setting }, options));
  const member = limiter('member', settings.RATE_LIMIT_MEMBER);
  const token = limiter('token', settings.RATE_LIMIT_TOKEN);
  const anonymous = limiter('anonymous', settings.RATE_LIMIT_ANONYMOUS_MUTATIONS);
  return { ...(member ? { member } : {}), ...(token ? { token } : {}), ...(anonymous ? { anonymous } : {}) };
};

const seconds = (count: number) => (count === 1 ? '1 second' : `${count} seconds`);

/** The sentence of a refusal: "Rate limit exceeded: 1200 requests per 60 seconds. Try again in 42 seconds." */
export const rateLimitMessage = (quota: number, windowSeconds: number, retryAfterSeconds: number): string =>
  `Rate limit exceeded: ${quota} ${quota === 1 ? 'request' : 'requests'} per ${windowSeconds === 1 ? 'second' : seconds(windowSeconds)}. ` +
  `Try again in ${seconds(retryAfterSeconds)}.`;

interface Budget {
  readonly limiter: RateLimiter;
  readonly key: string;
}

/** The budgets a request counts against (none, one, or a token's and its owner's). */
const budgetsOf = async (req: Request, auth: AuthResult, limits: RateLimits): Promise<Budget[]> => {
  if (auth.state === 'valid') {
    const member = limits.member ? [{ limiter: limits.member, key: `member:${auth.userId}` }] : [];
    return auth.token && limits.token ? [{ limiter: limits.token, key: `token:${auth.token.id}` }, ...member] : member;
  }
  if (!limits.anonymous || !(await isMutationRequest(req))) return [];
  return [{ limiter: limits.anonymous, key: `address:${clientAddressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown')}` }];
};

interface PolicyHeaders {
  readonly policy: string;
  readonly item: string;
}

const refuse = (req: Request, res: Response, limiter: RateLimiter, decision: Extract<RateLimitDecision, { allowed: false }>) => {
  const { quota, windowSeconds } = limiter.policy;
  gatewayMetrics.rateLimitRefusals.inc({ limit: limiter.policy.name });
  const message = rateLimitMessage(quota, windowSeconds, decision.retryAfterSeconds);
  sendGatewayRefusal(req, res, { status: 429, message, code: 'RATE_LIMITED', retryAfterSeconds: decision.retryAfterSeconds });
};

export interface RateLimitDeps {
  readonly limits: RateLimits;
  readonly verifyAccessToken: AccessTokenVerifier;
}

/** The middleware, mounted on /graphql and /api (app.ts). */
export const rateLimit = ({ limits, verifyAccessToken }: RateLimitDeps): RequestHandler => {
  if (!limits.member && !limits.token && !limits.anonymous) return (_req, _res, next) => next();
  // The policy field never changes for a limiter: built once.
  const headers = new Map<RateLimiter, PolicyHeaders>();
  for (const limiter of [limits.member, limits.token, limits.anonymous]) {
    if (!limiter) continue;
    const { name, quota, windowSeconds } = limiter.policy;
    headers.set(limiter, { policy: `"${name}";q=${quota};w=${windowSeconds}`, item: `"${name}"` });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.baseUrl === '/api' && req.path === OPENAPI_PATH.slice('/api'.length)) return next();
    requestAuth(req, verifyAccessToken)
      .then((auth) => budgetsOf(req, auth, limits))
      .then((budgets) => {
        if (budgets.length === 0) return next();
        res.setHeader('RateLimit-Policy', budgets.map((budget) => headers.get(budget.limiter)!.policy).join(', '));
        // Counted in every budget or in none: each is looked at first.
        const refusal = budgets
          .map((budget) => ({ budget, decision: budget.limiter.peek(budget.key) }))
          .find((entry): entry is { budget: Budget; decision: Extract<RateLimitDecision, { allowed: false }> } => !entry.decision.allowed);
        if (refusal) {
          res.setHeader('RateLimit', `${headers.get(refusal.budget.limiter)!.item};r=0;t=${refusal.decision.retryAfterSeconds}`);
          return refuse(req, res, refusal.budget.limiter, refusal.decision);
        }
        const items = budgets.map((budget) => {
          const decision = budget.limiter.take(budget.key);
          const item = headers.get(budget.limiter)!.item;
          return decision.allowed ? `${item};r=${decision.remaining};t=${decision.resetSeconds}` : `${item};r=0;t=${decision.retryAfterSeconds}`;
        });
        res.setHeader('RateLimit', items.join(', '));
        next();
      }, next);
  };
};
