import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects on the value the resolved field returns, or, with
 * `path`, on the value found by following those field names from it (`['edges', 'node']` for a
 * connection's nodes). Fragment spreads and inline fragments are followed. `@skip` and `@include`
 * are not evaluated: a field they leave out still counts, so a resolver that reads ahead by this
 * list reads at most a little more than needed, never less.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  // Every selection set of one level, fragments flattened.
  const flatten = (sets: (SelectionSetNode | undefined)[]) => {
    const fields = [];
    const seenFragments = new Set<string>();
    const pending = [...sets];
    while (pending.length) {
      for (const selection of pending.pop()?.selections ?? []) {
        if (selection.kind === 'Field') fields.push(selection);
        else if (selection.kind === 'InlineFragment') pending.push(selection.selectionSet);
        else if (!seenFragments.has(selection.name.value)) {
          seenFragments.add(selection.name.value);
          pending.push(info.fragments[selection.name.value]?.selectionSet);
        }
      }
    }
    return fields;
  };
  let fields = flatten(info.fieldNodes.map((node) => node.selectionSet));
  for (const name of path) {
    fields = flatten(fields.filter((field) => field.name.value === name).map((field) => field.selectionSet));
  }
  return new Set(fields.map((field) => field.name.value));
}
