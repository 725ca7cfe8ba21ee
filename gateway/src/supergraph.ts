import { readFileSync } from 'node:fs';
import { Kind, parse, type ConstValueNode } from 'graphql';

export interface SubgraphEndpoint {
  /** Federation service name, e.g. "accounts". */
  readonly name: string;
  /** GraphQL URL the gateway calls (SUBGRAPH_URLS override or the supergraph's own). */
  readonly url: string;
}

export interface Supergraph {
  readonly sdl: string;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

const stringArg = (args: readonly { name: { value: string }; value: ConstValueNode }[] | undefined, name: string) => {
  const value = args?.find((arg) => arg.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
};

/** Reads the static supergraph (composed at build time) and lists its subgraphs with their URLs. */
export const loadSupergraph = (path: string, overrides: Readonly<Record<string, string>>): Supergraph => {
  const sdl = readFileSync(path, 'utf8');
  const document = parse(sdl);
  const subgraphs: SubgraphEndpoint[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const directive = value.directives?.find((d) => d.name.value === 'join__graph');
      const name = stringArg(directive?.arguments, 'name');
      const url = stringArg(directive?.arguments, 'url');
      if (name === undefined || url === undefined) throw new Error(`Supergraph ${path}: join__graph ${value.name.value} lacks name/url`);
      subgraphs.push({ name, url: overrides[name] ?? url });
    }
  }
  const unknown = Object.keys(overrides).filter((name) => !subgraphs.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`SUBGRAPH_URLS names unknown subgraphs: ${unknown.join(', ')}`);
  return { sdl, subgraphs };
};

/** Base URL of a subgraph (its GraphQL URL without the trailing /graphql), where /healthz and /readyz live. */
export const baseUrlOf = (graphqlUrl: string): string => {
  const url = new URL(graphqlUrl);
  url.pathname = url.pathname.replace(/\/graphql\/?$/, '') || '/';
  url.search = '';
  return url.toString().replace(/\/$/, '');
};
