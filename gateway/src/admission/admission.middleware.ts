/**
 * Admission control on /graphql and /api (docs/architecture.md, "Admission control"): a request beyond the adaptive
 * concurrency limit and its small queue is refused at once with 503, `Retry-After` and a JSON detail (a GraphQL error
 * on /graphql), before anything is parsed, verified or planned. The live stream (long-lived by design) and data export
 * downloads (a file streamed for as long as the client reads) are not counted; health probes, media and the web app
 * are served before or outside this middleware.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sendGatewayRefusal } from '../gateway-refusal.js';
import { EXPORT_DOWNLOAD_PATH } from '../rest/accounts/export-download.route.js';
import { STREAM_PATH } from '../stream/stream.route.js';
import { AdaptiveLimit } from './adaptive-limit.js';
import { AdmissionGate, type Permit } from './admission-gate.js';
import { OVERLOADED } from './overloaded.js';

export interface AdmissionSettings {
  /** `off` admits everything (no limit, no queue). */
  readonly ADMISSION_CONTROL: boolean;
  readonly ADMISSION_LIMIT_INITIAL: number;
  readonly ADMISSION_LIMIT_MIN: number;
  readonly ADMISSION_LIMIT_MAX: number;
  readonly ADMISSION_TARGET_LATENCY_MS: number;
  readonly ADMISSION_QUEUE_SIZE: number;
  readonly ADMISSION_QUEUE_TIMEOUT_MS: number;
}

/** Refusals are logged as a count at most this often (one line per refusal would add to the overload). */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

const EXPORT_DOWNLOAD_PREFIX = EXPORT_DOWNLOAD_PATH.slice(0, EXPORT_DOWNLOAD_PATH.indexOf(':'));

/** True for the requests the limit does not count: long-lived by design, not work the gateway does per call. */
export const isExemptFromAdmission = (path: string): boolean => path === STREAM_PATH || path.startsWith(EXPORT_DOWNLOAD_PREFIX);

export const createAdmissionGate = (settings: AdmissionSettings): AdmissionGate | undefined =>
  settings.ADMISSION_CONTROL
    ? new AdmissionGate({
        limit: new AdaptiveLimit({
          initial: settings.ADMISSION_LIMIT_INITIAL,
          min: settings.ADMISSION_LIMIT_MIN,
          max: settings.ADMISSION_LIMIT_MAX,
          targetLatencyMs: settings.ADMISSION_TARGET_LATENCY_MS,
        }),
        queueSize: settings.ADMISSION_QUEUE_SIZE,
        queueTimeoutMs: settings.ADMISSION_QUEUE_TIMEOUT_MS,
      })
    : undefined;

/** The middleware; mount it on /graphql and /api before everything else that serves them. */
export const admissionControl = (gate: AdmissionGate | undefined, logger: Logger): RequestHandler => {
  if (!gate) return (_req, _res, next) => next();
  let refused = 0;
  let lastLoggedAt = 0;
  const refuse = (req: Request, res: Response) => {
    refused += 1;
    const now = Date.now();
    if (now - lastLoggedAt >= REFUSAL_LOG_INTERVAL_MS) {
      logger.warn({ refused, limit: gate.limit, inflight: gate.inflight, waiting: gate.waiting }, 'overloaded: requests refused with 503');
      refused = 0;
      lastLoggedAt = now;
    }
    sendGatewayRefusal(req, res, OVERLOADED);
  };
  const enter = (permit: Permit, res: Response, next: NextFunction) => {
    // 'close' follows 'finish' for an answer sent in full, and comes alone when the client left first.
    res.once('close', () => (res.writableFinished ? permit.release() : permit.abandon()));
    next();
  };
  return (req, res, next) => {
    if (isExemptFromAdmission(req.baseUrl + req.path)) return next();
    const decision = gate.tryAcquire();
    if (decision === undefined) return refuse(req, res);
    if (!(decision instanceof Promise)) return enter(decision, res, next);
    decision.then(
      (permit) => {
        if (!permit) return refuse(req, res);
        // The client gave up while it waited: its place goes to the next one.
        if (res.destroyed || req.destroyed) return permit.abandon();
        enter(permit, res, next);
      },
      next,
    );
  };
};
