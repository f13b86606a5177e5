import { type EntityClass, ReferenceKind } from '@mikro-orm/core';
import type { Em } from './orm.js';

/** The kinds of property whose columns live in the entity's own table. */
const OWNED = new Set<string>([ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE]);

/** Select lists made so far, per entity metadata (one per ORM) and table alias. */
const selectLists = new WeakMap<object, Map<string, string>>();

/**
 * The columns `em.find` reads for an entity (its eagerly loaded scalars and owned references) as
 * a select list on `alias`: raw SQL that selects them can hand its rows to `em.map`, so a query
 * that needs its own SQL (window functions, aggregates in the ordering) still returns entities
 * without a second statement to load them.
 */
export function entityColumns(em: Em, entity: EntityClass<object>, alias: string): string {
  const meta = em.getMetadata(entity);
  // Read on every list request: the metadata does not change while the ORM runs, so the list is
  // made once per entity and alias.
  const byAlias = selectLists.get(meta) ?? new Map<string, string>();
  selectLists.set(meta, byAlias);
  let list = byAlias.get(alias);
  if (list === undefined) {
    list = meta.props
      .filter((prop) => OWNED.has(prop.kind) && !prop.lazy && prop.persist !== false && !prop.formula)
      .filter((prop) => prop.kind !== ReferenceKind.ONE_TO_ONE || prop.owner)
      .flatMap((prop) => prop.fieldNames)
      .map((column) => `${alias}."${column}"`)
      .join(', ');
    byAlias.set(alias, list);
  }
  return list;
}
