import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fragments' | 'variableValues' | 'fieldNodes'>;

/** The fields of a selection set, through fragments, without what `@skip`/`@include` leave out. */
function fieldsOf(
  info: SelectionInfo,
  selectionSet: SelectionSetNode | undefined,
  seen: Set<string>,
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if === false) continue;
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...fieldsOf(info, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      fields.push(...fieldsOf(info, info.fragments[selection.name.value]?.selectionSet, seen));
    }
  }
  return fields;
}

/**
 * The field names the operation selects `path` below the field being resolved (through fragments,
 * without what `@skip`/`@include` leave out), e.g. `selectedFields(info, ['items'])` on a `*Page`
 * field: what a page resolver looks ahead at to load its items' relations for the whole page in one
 * step. Type conditions are not checked: a look-ahead may load a relation no item then shows.
 */
export function selectedFields(info: SelectionInfo, path: readonly string[]): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    nodes = nodes.flatMap((node) =>
      fieldsOf(info, node.selectionSet, new Set()).filter((field) => field.name.value === name),
    );
  }
  return new Set(
    nodes.flatMap((node) => fieldsOf(info, node.selectionSet, new Set())).map((field) => field.name.value),
  );
}
