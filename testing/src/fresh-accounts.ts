/** For tests that need an empty accounts database (e.g. "the first account becomes the organization owner"). */
import { startFreshSubgraphs } from './fresh-subgraphs.js';

export interface FreshAccounts {
  /** Base URL of the fresh accounts subgraph (GraphQL at `${url}/graphql`). */
  readonly url: string;
  readonly outboxDir: string;
  stop(): Promise<void>;
}

/** A separate accounts subgraph on a new database of its own (see fresh-subgraphs.ts). */
export async function startFreshAccounts(env: NodeJS.ProcessEnv = {}): Promise<FreshAccounts> {
  const fresh = await startFreshSubgraphs(['accounts'], env);
  return { url: fresh.urls['accounts']!, outboxDir: fresh.outboxDir, stop: fresh.stop };
}
