import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccessTokenVerifier, AuthResult } from '../auth.js';
import { requestAuth } from '../context.js';
import { sendGatewayRefusal } from '../gateway-refusal.js';
import { OPENAPI_PATH } from '../rest/openapi/extra-paths.js';
import { createRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimiterOptions } from './limiter.js';
import type { RateLimitSetting } from './policy-setting.js';

/**
 * Rate limits per member and per personal access token on /graphql and /api (uploads and the live stream included;
 * /api/openapi.json aside). A request with a valid personal access token counts against that token's budget
 * (`token:<id>`, policy "token"), one with a valid session access token against its member's (`member:<userId>`,
 * policy "member"); anonymous requests and invalid tokens are not counted here (accounts throttles sign-in).
 *
 * Headers follow draft-ietf-httpapi-ratelimit-headers-11 (May 2026), the structured-field form: every counted response
 * carries `RateLimit-Policy: "member";q=1200;w=60` and `RateLimit: "member";r=<remaining>;t=<seconds>`; a refusal is a
 * 429 with `Retry-After: <seconds>` (the same number as its `t`, so it is not earlier than the end of the effective
 * window, §6), with the REST error shape on /api and a GraphQL error (RATE_LIMITED) on /graphql.
 */

export interface RateLimitSettings {
  readonly RATE_LIMIT_MEMBER: RateLimitSetting;
  readonly RATE_LIMIT_TOKEN: RateLimitSetting;
}

export interface RateLimits {
  readonly member?: RateLimiter;
  readonly token?: RateLimiter;
}

export const createRateLimits = (settings: RateLimitSettings, options: RateLimiterOptions = {}): RateLimits => {
  const limiter = (name: string, setting: RateLimitSetting) => (setting === 'off' ? undefined : createRateLimiter({ name, ...setting }, options));
  const member = limiter('member', settings.RATE_LIMIT_MEMBER);
  const token = limiter('token', settings.RATE_LIMIT_TOKEN);
  return { ...(member ? { member } : {}), ...(token ? { token } : {}) };
};

const seconds = (count: number) => (count === 1 ? '1 second' : `${count} seconds`);

/** The sentence of a refusal: "Rate limit exceeded: 1200 requests per 60 seconds. Try again in 42 seconds." */
export const rateLimitMessage = (quota: number, windowSeconds: number, retryAfterSeconds: number): string =>
  `Rate limit exceeded: ${quota} ${quota === 1 ? 'request' : 'requests'} per ${windowSeconds === 1 ? 'second' : seconds(windowSeconds)}. ` +
  `Try again in ${seconds(retryAfterSeconds)}.`;

/** The limiter and key a request counts against, if any. */
const budgetOf = (auth: AuthResult, limits: RateLimits): { limiter: RateLimiter; key: string } | undefined => {
  if (auth.state !== 'valid') return undefined;
  if (auth.token) return limits.token ? { limiter: limits.token, key: `token:${auth.token.id}` } : undefined;
  return limits.member ? { limiter: limits.member, key: `member:${auth.userId}` } : undefined;
};

interface PolicyHeaders {
  readonly policy: string;
  readonly item: string;
}

const refuse = (req: Request, res: Response, limiter: RateLimiter, decision: Extract<RateLimitDecision, { allowed: false }>) => {
  const { quota, windowSeconds } = limiter.policy;
  const message = rateLimitMessage(quota, windowSeconds, decision.retryAfterSeconds);
  sendGatewayRefusal(req, res, { status: 429, message, code: 'RATE_LIMITED', retryAfterSeconds: decision.retryAfterSeconds });
};

export interface RateLimitDeps {
  readonly limits: RateLimits;
  readonly verifyAccessToken: AccessTokenVerifier;
}

/** The middleware, mounted on /graphql and /api (app.ts). */
export const rateLimit = ({ limits, verifyAccessToken }: RateLimitDeps): RequestHandler => {
  if (!limits.member && !limits.token) return (_req, _res, next) => next();
  // The policy field never changes for a limiter: built once.
  const headers = new Map<RateLimiter, PolicyHeaders>();
  for (const limiter of [limits.member, limits.token]) {
    if (!limiter) continue;
    const { name, quota, windowSeconds } = limiter.policy;
    headers.set(limiter, { policy: `"${name}";q=${quota};w=${windowSeconds}`, item: `"${name}"` });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.baseUrl === '/api' && req.path === OPENAPI_PATH.slice('/api'.length)) return next();
    requestAuth(req, verifyAccessToken).then((auth) => {
      const budget = budgetOf(auth, limits);
      if (!budget) return next();
      const decision = budget.limiter.take(budget.key);
      const { policy, item } = headers.get(budget.limiter)!;
      res.setHeader('RateLimit-Policy', policy);
      if (decision.allowed) {
        res.setHeader('RateLimit', `${item};r=${decision.remaining};t=${decision.resetSeconds}`);
        return next();
      }
      res.setHeader('RateLimit', `${item};r=0;t=${decision.retryAfterSeconds}`);
      refuse(req, res, budget.limiter, decision);
    }, next);
  };
};
