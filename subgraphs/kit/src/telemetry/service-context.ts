/**
 * Which service a span belongs to, for the monolith where seven share one process and one tracer provider: the
 * `momstride.service` attribute, taken from the context (work a service starts itself: a queue job, a domain event)
 * or from its parent span (sdk.ts). docs/operations.md, "Tracing".
 */
import { context, createContextKey, type Context } from '@opentelemetry/api';

export const SERVICE_ATTRIBUTE = 'momstride.service';

/** A registered symbol: the bundled kit and the SDK's own copy of it name the same key. */
const SERVICE_KEY = createContextKey('momstride.service');

export const serviceOfContext = (of: Context): string | undefined => of.getValue(SERVICE_KEY) as string | undefined;

/** The active context naming `service` as the owner of the spans started in it. */
export const contextOfService = (service: string): Context => context.active().setValue(SERVICE_KEY, service);
