import {
  buildSchema,
  execute,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';
import type * as generated from '../gql/graphql';
import apiSchema from '../../../schema/api.graphql?raw';

/** Every operation the web app sends (codegen names each document `<Operation>Document`). */
export type OperationName = { [K in keyof typeof generated]: K extends `${infer Name}Document` ? Name : never }[keyof typeof generated];

/** What an operation's root fields are answered with: values, or functions of the field's arguments. */
export type Answer = Record<string, unknown>;
/** An answer, or a function of the operation's variables that gives it. */
export type Answering = Answer | ((variables: Record<string, unknown>) => Answer);
type Reply = { answer: Answering } | { failure: string } | { held: true };

/** A request the app sent: which operation, with which variables. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

const schema = buildSchema(apiSchema);

/** A fixed instant for every date the test leaves out (dates that matter are given by the test). */
const SOME_DATE = '2026-01-15T10:00:00.000Z';

/**
 * Fields the answer leaves out get a value of their type, like a server with nothing special to say: empty
 * lists, null where allowed, `false`, `0`, a date, an enum's first value, a string naming the field, an id
 * from the field's path (stable across refetches). Only what a test is about needs writing down.
 */
function defaultValue(type: GraphQLOutputType, path: string, field: string): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (!isNonNullType(type)) return null;
  if (isObjectType(inner)) return {};
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  switch (getNamedType(inner).name) {
    case 'ID':
      return path;
    case 'Int':
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return SOME_DATE;
    default:
      return field;
  }
}

const pathOf = (path: { prev: unknown; key: string | number } | undefined): string => {
  const keys: Array<string | number> = [];
  for (let at = path; at; at = at.prev as typeof path) keys.unshift(at.key);
  return keys.join('.');
};

/** The context of one execution: who is signed in (`me` is always her, with what the answer adds). */
interface Context {
  viewer: Answer | null;
}

const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, Context> = (source, args, context, info) => {
  // An aliased field (`upcomingWalks: events(…)`) is answered under its alias, else under the field's name.
  const alias = info.fieldNodes[0]?.alias?.value;
  const given = alias !== undefined && alias in source ? source[alias] : source[info.fieldName];
  const value = typeof given === 'function' ? (given as (args: unknown) => unknown)(args) : given;
  if (info.fieldName === 'me' && info.path.prev === undefined && context.viewer) return { ...context.viewer, ...(value as Answer | undefined) };
  if (value !== undefined) return value;
  return defaultValue(info.returnType, pathOf(info.path), info.fieldName);
};

/** A reply body written the way the gateway writes one. */
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Waits until the request is aborted (a live stream that stays open, a reply the test holds back). */
const untilAborted = (signal: AbortSignal | null | undefined): Promise<never> =>
  new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')), { once: true });
  });

/**
 * The API as a screen sees it, without a server: `fetch` answers each GraphQL operation by its name, executed
 * against the real composed schema (schema/api.graphql), so an answer of the wrong shape fails like it would
 * against the gateway. The Apollo Client and its links run unchanged above it. Operations nobody answered get
 * the schema's defaults (empty lists), REST paths nobody answered a 404, and the live stream stays open silently.
 */
export class FakeApi {
  readonly sent: SentOperation[] = [];
  /** REST requests the app sent (`GET /api/admin/system`), in order. */
  readonly restSent: string[] = [];
  /** Answers that did not fit the schema: mistakes of the test, reported when it ends (render-route.tsx). */
  readonly mistakes: string[] = [];
  private readonly replies = new Map<string, Reply>();
  /** Who `me` is (render-route.tsx sets it for a signed-in viewer). */
  viewer: Answer | null = null;
  private readonly rest = new Map<string, () => Response>();
  private readonly heldRest = new Map<string, Array<() => void>>();
  private readonly waiting = new Map<string, Array<() => void>>();

  /** Answer `operation` from now on (and release the requests held for it). */
  answer(operation: OperationName, answer: Answering): this {
    return this.reply(operation, { answer });
  }

  /** Fail `operation` from now on, as the server does when a subgraph is down. */
  fail(operation: OperationName, message = 'Internal server error'): this {
    return this.reply(operation, { failure: message });
  }

  /** Hold `operation`'s requests until the next answer() or fail() for it: the screen stays in its loading state. */
  hold(operation: OperationName): this {
    return this.reply(operation, { held: true });
  }

  /** Answer a REST path (GET or POST, the path without the query string) with a JSON body (and release its held requests). */
  answerRest(path: string, body: unknown, status = 200): this {
    this.rest.set(path, () => json(body, status));
    const held = this.heldRest.get(path) ?? [];
    this.heldRest.delete(path);
    for (const release of held) release();
    return this;
  }

  /** Hold a REST path's requests until the next answerRest() for it: the screen stays in its loading state. */
  holdRest(path: string): this {
    this.rest.delete(path);
    this.heldRest.set(path, this.heldRest.get(path) ?? []);
    return this;
  }

  /** How many times the app sent `operation`. */
  count(operation: OperationName): number {
    return this.sent.filter((sent) => sent.operationName === operation).length;
  }

  /** The stand-in for `window.fetch`. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/graphql') return this.graphql(JSON.parse(String(init?.body)), init?.signal);
    if (url.pathname === '/api/stream') return untilAborted(init?.signal);
    this.restSent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const held = this.heldRest.get(url.pathname);
    if (held) {
      await Promise.race([new Promise<void>((release) => held.push(release)), untilAborted(init?.signal)]);
    }
    const rest = this.rest.get(url.pathname);
    return rest ? rest() : json({ error: { code: 'NOT_FOUND', message: `No answer for ${url.pathname}` } }, 404);
  };

  private reply(operation: string, reply: Reply): this {
    this.replies.set(operation, reply);
    if ('held' in reply) return this;
    const waiting = this.waiting.get(operation) ?? [];
    this.waiting.delete(operation);
    for (const release of waiting) release();
    return this;
  }

  private async graphql(
    body: { operationName: string; query: string; variables?: Record<string, unknown> },
    signal: AbortSignal | null | undefined,
  ): Promise<Response> {
    const { operationName, query } = body;
    const variables = body.variables ?? {};
    this.sent.push({ operationName, variables });
    while ('held' in (this.replies.get(operationName) ?? {})) {
      await Promise.race([
        new Promise<void>((release) => this.waiting.set(operationName, [...(this.waiting.get(operationName) ?? []), release])),
        untilAborted(signal),
      ]);
    }
    const reply = this.replies.get(operationName);
    if (reply && 'failure' in reply) {
      return json({ errors: [{ message: reply.failure, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    const answer = reply && 'answer' in reply ? reply.answer : {};
    const rootValue = typeof answer === 'function' ? answer(variables) : answer;
    const result: ExecutionResult = await execute({
      schema,
      document: parse(query),
      rootValue,
      contextValue: { viewer: this.viewer } satisfies Context,
      variableValues: variables,
      operationName,
      fieldResolver,
    });
    if (result.errors?.length) {
      const problems = result.errors.map((error) => `${error.message} (at ${error.path?.join('.') ?? 'the root'})`);
      this.mistakes.push(`The answer to ${operationName} does not fit the schema: ${problems.join('; ')}`);
    }
    return json(result);
  }
}
