import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { parse, type DocumentNode } from 'graphql';
import { GRAPHQL_BODY_LIMIT_BYTES, readJsonBody } from '@momstride/kit/http';

/** Methods that change nothing on /api (everything else is counted as a mutation). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Tokens a document may have for this look (the engines' own limit is checked later; a bigger one counts). */
const MAX_TOKENS = 5000;
/** Persisted-query hashes remembered with their kind (a hash-only request whose hash is unknown counts). */
const MAX_KNOWN_HASHES = 10_000;

const knownHashes = new Map<string, boolean>();

const remember = (hash: string, mutation: boolean) => {
  if (knownHashes.size >= MAX_KNOWN_HASHES) knownHashes.delete(knownHashes.keys().next().value!);
  knownHashes.set(hash, mutation);
};

/** Whether the document's operation (by name, or its only one) is a mutation; a document that cannot be read counts. */
const runsMutation = (query: string, operationName: unknown): boolean => {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    // Unreadable or too big: the engine refuses it; counting it costs an honest client nothing.
    return true;
  }
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  const chosen = typeof operationName === 'string' && operationName !== '' ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  return chosen === undefined ? operations.some((operation) => operation.operation === 'mutation') : chosen.operation === 'mutation';
};

const paramsRunMutation = (params: unknown): boolean => {
  if (params === null || typeof params !== 'object') return false;
  const { query, operationName, extensions } = params as { query?: unknown; operationName?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } };
  const hash = extensions?.persistedQuery?.sha256Hash;
  if (typeof query === 'string') {
    const mutation = runsMutation(query, operationName);
    if (typeof hash === 'string') remember(createHash('sha256').update(query).digest('hex'), mutation);
    return mutation;
  }
  return typeof hash === 'string' ? (knownHashes.get(hash) ?? true) : false;
};

/**
 * Whether a request changes something, for the anonymous budget: on /api any method but GET, HEAD and OPTIONS; on
 * /graphql a POST whose operation is a mutation (its JSON body read once, the engine gets the same parse), a
 * persisted query by a hash this process has not seen with its text included.
 */
export async function isMutationRequest(req: Request): Promise<boolean> {
  const method = req.method.toUpperCase();
  if (req.baseUrl !== '/graphql') return !SAFE_METHODS.has(method);
  if (method !== 'POST') return false;
  let body: unknown;
  try {
    body = await readJsonBody(req, GRAPHQL_BODY_LIMIT_BYTES);
  } catch {
    // Too large or not JSON: the engine answers the same error.
    return false;
  }
  return Array.isArray(body) ? body.some(paramsRunMutation) : paramsRunMutation(body);
}
