/**
 * @apollo/gateway's last step, result shaping (`computeResponse`: the subgraphs' merged answers cut to the client's
 * selection, `__typename`s filled in, nulls checked against the schema), done the same way at a fraction of the CPU.
 * Apollo's walks the operation's selections anew for every object of the answer: for each field of each row it looks
 * up the @skip/@include directives and the schema's built-in types, unwraps the field's type and goes through the
 * getters @apollo/federation-internals exports — on a list of a hundred conversations, a quarter of the gateway's CPU.
 * Here each selection set is prepared once per request (directives evaluated against the request's variables, the
 * field's type unwrapped into a chain of checks, the leaf check chosen for its type) and the rows go through those;
 * the output, the errors (their messages and paths) and the failures are Apollo's. docs/architecture.md, "Result
 * shaping".
 *
 * `installLeanResultShaping` puts it in the place of Apollo's function inside @apollo/gateway (the one its query plan
 * executor calls), only for the version it was written against and checked with (result-shaping.unit.test.ts runs
 * both on the same answers); any other version keeps Apollo's.
 */
import { createRequire } from 'node:module';

/* ------------------------------------------------------------------ the parts of @apollo/federation-internals used */

interface NamedType {
  readonly name: string;
  readonly kind: string;
  toString(): string;
}
interface WrapperType {
  readonly kind: 'NonNullType' | 'ListType';
  readonly ofType: FedType;
  toString(): string;
}
type FedType = NamedType | WrapperType;
interface EnumType extends NamedType {
  value(name: string): unknown;
}
interface Directive {
  arguments(): { if?: unknown };
}
interface Element {
  appliedDirectivesOf(definition: unknown): Directive[];
}
interface FieldElement extends Element {
  readonly name: string;
  readonly definition: { readonly type: FedType; isSchemaIntrospectionField(): boolean };
  responseName(): string;
}
interface FragmentElement extends Element {
  readonly typeCondition?: NamedType;
}
interface SelectionSet {
  selections(): readonly Selection[];
}
type Selection =
  | { readonly kind: 'FieldSelection'; readonly element: FieldElement; readonly selectionSet?: SelectionSet }
  | { readonly kind: 'FragmentSelection'; readonly element: FragmentElement; readonly selectionSet: SelectionSet };
interface Schema {
  type(name: string): NamedType | undefined;
  skipDirective(): unknown;
  includeDirective(): unknown;
  booleanType(): NamedType;
  intType(): NamedType;
  floatType(): NamedType;
  idType(): NamedType;
  readonly schemaDefinition: { rootType(kind: string): NamedType | undefined };
}
interface Operation {
  readonly selectionSet: SelectionSet;
  readonly rootKind: string;
  schema(): Schema;
  collectDefaultedVariableValues(): Record<string, unknown>;
}
interface Federation {
  isSubtype(maybeSuper: NamedType, maybeSub: NamedType): boolean;
  isObjectType(type: unknown): boolean;
  isCompositeType(type: unknown): boolean;
  isCustomScalarType(type: unknown): boolean;
  isEnumType(type: unknown): boolean;
  isNonNullType(type: unknown): boolean;
  isListType(type: unknown): boolean;
  assert(condition: unknown, message: string | (() => string)): asserts condition;
  readonly Variable: new (...args: never[]) => { readonly name: string };
  readonly typenameFieldName: string;
  readonly ERRORS: { readonly INVALID_GRAPHQL: { err(message: string, options: { path: (string | number)[] }): Error } };
}

export interface ComputeResponseArgs {
  readonly operation: Operation;
  readonly variables: Record<string, unknown> | undefined;
  readonly input: Record<string, unknown> | null | undefined;
  readonly introspectionHandling: (selection: unknown) => unknown;
}
export type ComputeResponse = (args: ComputeResponseArgs) => { data: unknown; errors: Error[] };

/** The @apollo/gateway this was written against (its resultShaping.js), and what else it is written for. */
const GATEWAY_VERSION = /^2\.14\./;

/* ------------------------------------------------------------------------------------------------ prepared forms */

/** A field's type as checks: unwrapped once per request instead of per value. */
type TypeChain =
  | { readonly kind: 'nonNull'; readonly type: FedType; readonly of: TypeChain }
  | { readonly kind: 'list'; readonly type: FedType; readonly of: TypeChain }
  | { readonly kind: 'composite'; readonly type: NamedType }
  | { readonly kind: 'leaf'; readonly type: NamedType; readonly valid: (value: unknown) => boolean };

type Prepared =
  | {
      readonly kind: 'field';
      readonly skip: Error | boolean;
      readonly responseName: string;
      readonly typename: boolean;
      readonly introspection: boolean;
      readonly selection: Selection;
      readonly chain: TypeChain;
      /** The leaf check of a leaf or non-null leaf field (its fast path), else undefined. */
      readonly leaf: Extract<TypeChain, { kind: 'leaf' }> | undefined;
      readonly selectionSet: SelectionSet | undefined;
    }
  | { readonly kind: 'fragment'; readonly skip: Error | boolean; readonly typeCondition: NamedType | undefined; readonly selectionSet: SelectionSet };

const OK = 0;
const NULL_BUBBLE_UP = 1;
const integerString = /^-?(?:0|[1-9][0-9]*)$/;
const hasOwn = Object.prototype.hasOwnProperty;

interface Outcome {
  updated: unknown;
  isInvalid?: boolean;
  hasErrors?: boolean;
}

/** Makes the lean computeResponse on @apollo/federation-internals' functions (the instance @apollo/gateway uses). */
export function createLeanComputeResponse(fed: Federation): ComputeResponse {
  const assert: Federation['assert'] = fed.assert.bind(fed);
  const typenameFieldName = fed.typenameFieldName;

  const leafCheck = (schema: Schema, type: NamedType): ((value: unknown) => boolean) => {
    if (fed.isCustomScalarType(type)) return () => true;
    const booleanType = schema.booleanType();
    const intType = schema.intType();
    const floatType = schema.floatType();
    const idType = schema.idType();
    const enumType = fed.isEnumType(type) ? (type as EnumType) : undefined;
    return (value) => {
      if (typeof value === 'boolean') return type === booleanType;
      if (typeof value === 'number' && isFinite(value)) {
        if (type === intType || type === idType) return integerString.test(String(value));
        return type === floatType;
      }
      if (typeof value === 'string') {
        if (enumType) return enumType.value(value) !== undefined;
        return type !== booleanType && type !== intType && type !== floatType;
      }
      return false;
    };
  };

  const chainOf = (schema: Schema, type: FedType): TypeChain => {
    if (fed.isNonNullType(type)) return { kind: 'nonNull', type, of: chainOf(schema, (type as WrapperType).ofType) };
    if (fed.isListType(type)) return { kind: 'list', type, of: chainOf(schema, (type as WrapperType).ofType) };
    if (fed.isCompositeType(type)) return { kind: 'composite', type: type as NamedType };
    return { kind: 'leaf', type: type as NamedType, valid: leafCheck(schema, type as NamedType) };
  };

  const ifValue = (directive: Directive, variables: Record<string, unknown>): unknown => {
    const ifArg = directive.arguments().if;
    if (ifArg instanceof fed.Variable) {
      const value = variables[ifArg.name];
      assert(value !== undefined && typeof value === 'boolean', () => `Unexpected value ${String(value)} for variable ${String(ifArg)} of ${String(directive)}`);
      return value;
    }
    return ifArg;
  };

  return ({ operation, variables, input, introspectionHandling }) => {
    if (!input) return { data: input, errors: [] };
    const schema = operation.schema();
    const vars: Record<string, unknown> = { __proto__: null, ...operation.collectDefaultedVariableValues(), ...variables } as Record<string, unknown>;
    const errors: Error[] = [];
    const skipDirective = schema.skipDirective();
    const includeDirective = schema.includeDirective();

    // Apollo evaluates @skip/@include on each visit; with the request's variables fixed, once is the same — but an
    // assertion it would raise only on a visit is raised on the visit here too.
    const skipOf = (element: Element): Error | boolean => {
      try {
        const skip = element.appliedDirectivesOf(skipDirective)[0];
        const include = element.appliedDirectivesOf(includeDirective)[0];
        return Boolean((skip && ifValue(skip, vars)) || (include && !ifValue(include, vars)));
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    };

    const prepared = new Map<SelectionSet, readonly Prepared[]>();
    const prepare = (selectionSet: SelectionSet): readonly Prepared[] => {
      let list = prepared.get(selectionSet);
      if (list) return list;
      list = selectionSet.selections().map((selection): Prepared => {
        if (selection.kind === 'FieldSelection') {
          const field = selection.element;
          const typename = field.name === typenameFieldName;
          const chain = chainOf(schema, field.definition.type);
          const inner = chain.kind === 'nonNull' ? chain.of : chain;
          return {
            kind: 'field',
            skip: skipOf(field),
            responseName: field.responseName(),
            typename,
            introspection: field.definition.isSchemaIntrospectionField(),
            selection,
            chain,
            leaf: inner.kind === 'leaf' ? inner : undefined,
            selectionSet: selection.selectionSet,
          };
        }
        return { kind: 'fragment', skip: skipOf(selection.element), typeCondition: selection.element.typeCondition, selectionSet: selection.selectionSet };
      });
      prepared.set(selectionSet, list);
      return list;
    };

    const types = new Map<string, NamedType | undefined>();
    const typeNamed = (name: string): NamedType | undefined => {
      if (types.has(name)) return types.get(name);
      const type = schema.type(name);
      types.set(name, type);
      return type;
    };
    const conditions = new Map<NamedType, Map<NamedType, boolean>>();
    const isSubtype = (condition: NamedType, type: NamedType): boolean => {
      let byType = conditions.get(condition);
      if (!byType) conditions.set(condition, (byType = new Map()));
      let answer = byType.get(type);
      if (answer === undefined) byType.set(type, (answer = fed.isSubtype(condition, type)));
      return answer;
    };
    const typeConditionApplies = (typeCondition: NamedType | undefined, typename: unknown, parentType: NamedType): boolean => {
      if (!typeCondition) return true;
      if (typename) {
        const type = typeNamed(typename as string);
        return !!type && isSubtype(typeCondition, type);
      }
      return isSubtype(typeCondition, parentType);
    };

    const describe = (path: (string | number)[], currentType: FedType, parentType: NamedType): string => {
      const element = path[path.length - 1];
      assert(element !== undefined, 'Should not have been called on an empty path');
      return typeof element === 'string' ? `field ${String(parentType)}.${element}` : `array element of type ${String(currentType)} at index ${element}`;
    };

    const applySelectionSet = (
      value: Record<string, unknown>,
      selectionSet: SelectionSet,
      output: Record<string, unknown>,
      path: (string | number)[],
      parentType: NamedType,
    ): number => {
      const selections = prepare(selectionSet);
      for (let i = 0; i < selections.length; i++) {
        const selection = selections[i]!;
        if (selection.skip instanceof Error) throw selection.skip;
        if (selection.skip) continue;
        if (selection.kind === 'field') {
          const responseName = selection.responseName;
          const outputValue = output[responseName];
          if (selection.introspection) {
            if (outputValue === undefined) output[responseName] = introspectionHandling(selection.selection);
            continue;
          }
          let inputValue = (hasOwn.call(value, responseName) ? value[responseName] : undefined) ?? null;
          if (selection.typename) {
            if (outputValue === undefined) {
              if (inputValue === null && responseName !== typenameFieldName) inputValue = value[typenameFieldName] ?? null;
              const type = inputValue !== null && typeof inputValue === 'string' ? (typeNamed(inputValue) ?? parentType) : parentType;
              if (!fed.isObjectType(type)) return NULL_BUBBLE_UP;
              output[responseName] = type.name;
            }
            continue;
          }
          // Most fields: a valid value of a (non-null) leaf type seen for the first time is kept as it is.
          const leaf = selection.leaf;
          if (leaf && outputValue === undefined && inputValue !== null && leaf.valid(inputValue)) {
            output[responseName] = inputValue;
            continue;
          }
          path.push(responseName);
          const { updated, isInvalid } = updateOutputValue(outputValue, selection.chain, inputValue, selection.selectionSet, path, parentType);
          output[responseName] = updated;
          path.pop();
          if (isInvalid) return NULL_BUBBLE_UP;
        } else {
          const typename = value[typenameFieldName];
          assert(!typename || typeof typename === 'string', () => `Got unexpected value for __typename: ${String(typename)}`);
          if (typeConditionApplies(selection.typeCondition, typename, parentType)) {
            const res = applySelectionSet(value, selection.selectionSet, output, path, selection.typeCondition ?? parentType);
            if (res === NULL_BUBBLE_UP) return NULL_BUBBLE_UP;
          }
        }
      }
      return OK;
    };

    const updateOutputValue = (
      outputValue: unknown,
      chain: TypeChain,
      inputValue: unknown,
      selectionSet: SelectionSet | undefined,
      path: (string | number)[],
      parentType: NamedType,
    ): Outcome => {
      assert(inputValue !== undefined, 'Should not pass undefined for `inputValue` to this method');
      if (outputValue === null || (outputValue !== undefined && !selectionSet)) return { updated: outputValue };
      switch (chain.kind) {
        case 'nonNull': {
          const { updated, hasErrors } = updateOutputValue(outputValue, chain.of, inputValue, selectionSet, path, parentType);
          if (updated === null) {
            if (!hasErrors) {
              const ofType = (chain.type as WrapperType).ofType;
              errors.push(fed.ERRORS.INVALID_GRAPHQL.err(`Cannot return null for non-nullable ${describe(path, ofType, parentType)}.`, { path: Array.from(path) }));
            }
            return { updated, isInvalid: true, hasErrors: true };
          }
          return { updated };
        }
        case 'list': {
          if (inputValue === null) return { updated: null };
          assert(Array.isArray(inputValue), () => `Invalid non-list value ${String(inputValue)} returned by subgraph for list type ${String(chain.type)}`);
          assert(outputValue === undefined || Array.isArray(outputValue), () => `Invalid non-list value ${String(outputValue)} returned by subgraph for list type ${String(chain.type)}`);
          const outputList: unknown[] = outputValue === undefined ? new Array<unknown>(inputValue.length).fill(undefined) : (outputValue as unknown[]);
          assert(inputValue.length === outputList.length, () => `[${String(inputValue)}].length (${inputValue.length}) !== [${String(outputList)}].length (${outputList.length})`);
          let shouldNullify = false;
          let hasErrors = false;
          const updated = new Array<unknown>(outputList.length);
          for (let index = 0; index < outputList.length; index++) {
            path.push(index);
            const element = updateOutputValue(outputList[index], chain.of, inputValue[index], selectionSet, path, parentType);
            path.pop();
            shouldNullify ||= !!element.isInvalid;
            hasErrors ||= !!element.hasErrors;
            updated[index] = element.updated;
          }
          return { updated: shouldNullify ? null : updated, hasErrors };
        }
        case 'composite': {
          if (inputValue === null) return { updated: null };
          assert(selectionSet, () => `Invalid empty selection set for composite type ${String(chain.type)}`);
          assert(typeof inputValue === 'object', () => `Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(chain.type)}`);
          assert(outputValue === undefined || typeof outputValue === 'object', () => `Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(chain.type)}`);
          const object = inputValue as Record<string, unknown>;
          const inputTypename = object[typenameFieldName];
          assert(inputTypename === undefined || typeof inputTypename === 'string', () => `Invalid non-string value ${String(inputTypename)} for __typename at ${String(path)}`);
          let objectType = chain.type;
          if (inputTypename) {
            const typenameType = typeNamed(inputTypename);
            if (!typenameType || !fed.isCompositeType(typenameType)) {
              errors.push(fed.ERRORS.INVALID_GRAPHQL.err(`Invalid __typename found for object at ${describe(path, chain.type, parentType)}.`, { path: Array.from(path) }));
              return { updated: null, hasErrors: true };
            }
            objectType = typenameType;
          }
          const output = outputValue === undefined ? (Object.create(null) as Record<string, unknown>) : (outputValue as Record<string, unknown>);
          const hasErrors = applySelectionSet(object, selectionSet, output, path, objectType) === NULL_BUBBLE_UP;
          return { updated: hasErrors ? null : output, hasErrors };
        }
        case 'leaf': {
          if (inputValue === null) return { updated: null };
          assert(outputValue === undefined, () => `Excepted output to be undefined but got ${String(chain.type)} for type ${String(chain.type)}`);
          if (chain.valid(inputValue)) return { updated: inputValue, hasErrors: false };
          errors.push(fed.ERRORS.INVALID_GRAPHQL.err(`Invalid value found for ${describe(path, chain.type, parentType)}.`, { path: Array.from(path) }));
          return { updated: null, hasErrors: true };
        }
      }
    };

    const data = Object.create(null) as Record<string, unknown>;
    const rootType = schema.schemaDefinition.rootType(operation.rootKind)!;
    const res = applySelectionSet(input, operation.selectionSet, data, [], rootType);
    return { data: res === NULL_BUBBLE_UP ? null : data, errors };
  };
}

// @apollo/gateway's modules by their full paths (the package has no `exports` map), through `require` (the ones
// @apollo/gateway itself loads, which an ES import of the package under a test runner might not be), each written
// `createRequire(import.meta.url)('<literal>')` so that the monolith's bundle can see it (scripts/lib/build-server.ts).
const gatewayResultShaping = (): { computeResponse: ComputeResponse } =>
  createRequire(import.meta.url)('@apollo/gateway/dist/resultShaping.js') as { computeResponse: ComputeResponse };

/** Apollo's own computeResponse (the tests compare with it). */
export const apolloComputeResponse = (): ComputeResponse => gatewayResultShaping().computeResponse;

/** The federation-internals instance @apollo/gateway uses (it has no copy of its own). */
export const gatewayFederation = (): Federation => createRequire(import.meta.url)('@apollo/federation-internals') as Federation;

let installed = false;

/**
 * Makes @apollo/gateway's query plan executor shape results with the lean computeResponse (once per process). False
 * when this @apollo/gateway is not the version it was checked against: Apollo's stays.
 */
export function installLeanResultShaping(): boolean {
  if (installed) return true;
  const { version } = createRequire(import.meta.url)('@apollo/gateway/package.json') as { version: string };
  if (!GATEWAY_VERSION.test(version)) return false;
  const module = gatewayResultShaping();
  module.computeResponse = createLeanComputeResponse(gatewayFederation());
  installed = true;
  return true;
}
