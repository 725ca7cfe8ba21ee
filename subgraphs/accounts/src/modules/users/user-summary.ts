import { isUuid, selectRows, toSnapshots, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { User } from './user.entity.js';

/**
 * The fields of a member that lists show beside their rows (a conversation's partner, a photo's uploader, a review's
 * reviewer, a post's author): plain columns, no field resolver behind them. An `_entities` call asking for these only
 * reads these columns — six of the table's twenty-eight, for up to a hundred members a call.
 */
const SUMMARY_FIELDS = ['id', 'firstName', 'lastName', 'businessName', 'businessCategory', 'profilePicture'] as const satisfies readonly (keyof User)[];
const SUMMARY = new Set<string>([...SUMMARY_FIELDS, '__typename']);

/** Whether a selection on User asks for summary fields only (fragments on other types, or anything unusual: no). */
function summaryOnly(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, depth = 0): boolean {
  if (depth > 8) return false;
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return !selection.selectionSet && (selection.arguments?.length ?? 0) === 0 && SUMMARY.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return (!selection.typeCondition || selection.typeCondition.name.value === 'User') && summaryOnly(selection.selectionSet, fragments, depth + 1);
    }
    const fragment = fragments[selection.name.value];
    return !!fragment && fragment.typeCondition.name.value === 'User' && summaryOnly(fragment.selectionSet, fragments, depth + 1);
  });
}

/** Per `_entities` field of a (cached) document: whether it selects summary fields only. */
const decided = new WeakMap<object, boolean>();

/** Whether the `_entities` call being resolved needs nothing of its members but SUMMARY_FIELDS. */
export function wantsSummaryOnly(info: GraphQLResolveInfo | undefined): boolean {
  const field = info?.fieldNodes?.[0];
  if (!info || !field?.selectionSet || info.fieldNodes.length !== 1) return false;
  let answer = decided.get(field);
  if (answer === undefined) {
    answer = field.name.value === '_entities' && summaryOnly(field.selectionSet, info.fragments);
    decided.set(field, answer);
  }
  return answer;
}

const sqlOf = new WeakMap<object, string>();

/**
 * A per-request loader of members' summaries by id: one statement per batch reading the summary columns only; the
 * snapshots it gives hold those fields (the others undefined), so it serves only calls wantsSummaryOnly allows.
 */
export function createUserSummaryLoader(em: EntityManager): DataLoader<string, User | null> {
  return new DataLoader<string, User | null>(async (ids) => {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return ids.map(() => null);
    const meta = em.getMetadata().get<User>(User.name);
    let sql = sqlOf.get(meta);
    if (!sql) {
      const columns = SUMMARY_FIELDS.map((name) => `"${meta.properties[name].fieldNames[0]!}"`).join(', ');
      sql = `select ${columns} from "${meta.tableName}" where "${meta.properties.id.fieldNames[0]!}" = any($1)`;
      sqlOf.set(meta, sql);
    }
    const byId = new Map(toSnapshots(em, User, await selectRows(em, sql, [valid])).map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
