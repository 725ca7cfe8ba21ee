/**
 * Names every element of a GraphQL SDL that has no description: types (object, interface, input, enum, union,
 * scalar), fields, their arguments, input fields and enum values — as `Type`, `Type.field`, `Type.field(arg)` and
 * `Enum.VALUE`. It reads the SDL's syntax tree, so a subgraph's federation directives need no definitions. An
 * `extend` block cannot carry a description and is not named itself, but its fields and values are checked.
 */
import { Kind, parse, type DefinitionNode, type StringValueNode } from 'graphql';

interface Describable {
  readonly description?: StringValueNode | undefined;
}

const TYPE_DEFINITIONS: ReadonlySet<string> = new Set([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
]);

const described = (node: Describable) => (node.description?.value.trim() ?? '') !== '';

/** The undocumented elements of one definition (none for directives and `schema` blocks). */
function undocumentedIn(definition: DefinitionNode): string[] {
  if (!('name' in definition) || !definition.name || definition.kind === Kind.DIRECTIVE_DEFINITION) return [];
  const typeName = definition.name.value;
  const missing: string[] = [];
  if (TYPE_DEFINITIONS.has(definition.kind) && !described(definition as Describable)) missing.push(typeName);
  if ('values' in definition) {
    for (const value of definition.values ?? []) if (!described(value)) missing.push(`${typeName}.${value.name.value}`);
  }
  if ('fields' in definition) {
    for (const field of definition.fields ?? []) {
      const path = `${typeName}.${field.name.value}`;
      if (!described(field)) missing.push(path);
      if ('arguments' in field) {
        for (const arg of field.arguments ?? []) if (!described(arg)) missing.push(`${path}(${arg.name.value})`);
      }
    }
  }
  return missing;
}

export function undocumentedElements(sdl: string): string[] {
  return parse(sdl).definitions.flatMap(undocumentedIn);
}
