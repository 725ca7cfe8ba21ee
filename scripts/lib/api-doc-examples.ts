/**
 * The GraphQL examples of docs/api.md, read from its code blocks so a test can run them and the page cannot drift:
 * each ```graphql block with a named operation and the ```json block of variables after it, the same operation in
 * the `curl --data '{"query": …}'` bodies of ```sh blocks and in the gql`…` templates of ```ts blocks, and the
 * sign-in bodies (`--data '{"email": …}'`) the shell examples post to /api/auth/login.
 */
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';

export interface DocOperation {
  /** The operation's name, e.g. `UpcomingEvents`. */
  readonly name: string;
  /** The ```graphql block's document. */
  readonly document: string;
  /** The ```json block after it (`{}` when there is none). */
  readonly variables: Record<string, unknown>;
  /** The same operation in curl bodies: their documents and variables. */
  readonly curl: { query: string; variables: Record<string, unknown> }[];
  /** The same operation in gql`…` templates of the TypeScript examples. */
  readonly typescript: string[];
}

export interface DocExamples {
  readonly operations: ReadonlyMap<string, DocOperation>;
  /** JSON bodies of the shell examples that are not GraphQL (the REST sign-in). */
  readonly otherCurlBodies: Record<string, unknown>[];
}

interface CodeBlock {
  readonly lang: string;
  readonly body: string;
}

const codeBlocks = (markdown: string): CodeBlock[] =>
  [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({ lang: match[1] ?? '', body: match[2] ?? '' }));

/** The name of a document's one operation. */
export function operationName(document: string): string {
  const operations = parse(document).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = operations.length === 1 ? operations[0]?.name?.value : undefined;
  if (!name) throw new Error(`expected one named operation in:\n${document}`);
  return name;
}

/** A document printed canonically (layout and commas do not matter). */
export const canonical = (document: string): string => print(parse(document));

export function docExamples(markdown: string): DocExamples {
  const blocks = codeBlocks(markdown);
  const operations = new Map<string, DocOperation>();
  const curlBodies: Record<string, unknown>[] = [];
  const templates: string[] = [];
  blocks.forEach((block, index) => {
    if (block.lang === 'graphql') {
      const next = blocks[index + 1];
      const variables = next?.lang === 'json' ? (JSON.parse(next.body) as Record<string, unknown>) : {};
      const name = operationName(block.body);
      operations.set(name, { name, document: block.body, variables, curl: [], typescript: [] });
    }
    if (block.lang === 'sh') {
      for (const match of block.body.matchAll(/--data '([^']*)'/g)) curlBodies.push(JSON.parse(match[1] ?? '') as Record<string, unknown>);
    }
    if (block.lang === 'ts') for (const match of block.body.matchAll(/gql`([^`]*)`/g)) templates.push(match[1] ?? '');
  });
  const otherCurlBodies: Record<string, unknown>[] = [];
  for (const body of curlBodies) {
    if (typeof body['query'] !== 'string') {
      otherCurlBodies.push(body);
      continue;
    }
    const operation = operations.get(operationName(body['query']));
    if (!operation) throw new Error(`a curl example runs ${operationName(body['query'])}, which no graphql block shows`);
    operation.curl.push({ query: body['query'], variables: (body['variables'] ?? {}) as Record<string, unknown> });
  }
  for (const template of templates) {
    const operation = operations.get(operationName(template));
    if (!operation) throw new Error(`a TypeScript example runs ${operationName(template)}, which no graphql block shows`);
    operation.typescript.push(template);
  }
  return { operations, otherCurlBodies };
}
