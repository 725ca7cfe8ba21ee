import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of codegen's client preset, with its template literal (documents have no interpolations). */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*,?\s*\)/g;

/** A typed document constant in codegen's graphql.ts: its name and its document AST as JSON, on one line. */
const DOCUMENT_CONSTANT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** Codegen's names for a document's typed constant: `<Operation>Document`, `<Fragment>FragmentDoc`. */
function documentConstantName(source: string, file: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error(`${file}: a graphql() document must start with a named operation or a fragment`);
}

/**
 * Does at build time what codegen's client preset Babel plugin is for: each `graphql(`…`)` call becomes that
 * one document, written in place (the AST codegen generated for it, fragments included). Without it, `graphql()`
 * looks documents up in a map holding every operation of the app, so the first screen would download them all;
 * importing the constants from graphql.ts would not help either, as that one module lands whole in the entry
 * chunk. With it, each document travels in the chunk of the file that declares it. The call's line breaks are
 * kept, so every line of the file stays where it was.
 */
export function graphqlDocuments(artifactDirectory: string): Plugin {
  const generated = join(artifactDirectory, 'graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'momstride:graphql-documents',
    enforce: 'pre',
    buildStart() {
      const source = readFileSync(generated, 'utf8');
      documents = new Map([...source.matchAll(DOCUMENT_CONSTANT)].map((match) => [match[1]!, match[2]!]));
      this.addWatchFile(generated);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(artifactDirectory + sep) || !code.includes('graphql(')) return null;
      let replaced = false;
      const rewritten = code.replace(GRAPHQL_CALL, (call: string, source: string) => {
        const name = documentConstantName(source, file);
        const document = documents.get(name);
        if (!document) throw new Error(`${file}: ${name} is not in ${generated}; run npm run codegen`);
        replaced = true;
        return `(${document})` + '\n'.repeat(call.split('\n').length - 1);
      });
      return replaced ? { code: rewritten, map: { mappings: '' } } : null;
    },
  };
}
