import type { DocumentNode } from '@apollo/client';

interface SelectionNode {
  name?: { value: string };
  selectionSet?: { selections: readonly SelectionNode[] };
}

function reads(selections: readonly SelectionNode[] | undefined, fields: ReadonlySet<string>): boolean {
  return (selections ?? []).some((node) => (node.name && fields.has(node.name.value)) || reads(node.selectionSet?.selections, fields));
}

/** Whether an operation (its fragments included) reads any of `fields`, at any depth. */
export function readsAnyField(document: DocumentNode, fields: ReadonlySet<string>): boolean {
  return document.definitions.some(
    (definition) => 'selectionSet' in definition && reads(definition.selectionSet?.selections as readonly SelectionNode[], fields),
  );
}
