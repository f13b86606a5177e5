import { type EntityClass, ReferenceKind } from '@mikro-orm/core';
import type { Em } from './orm.js';

/** The kinds of property whose columns live in the entity's own table. */
const OWNED = new Set<string>([ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE]);

/** Column names read by a find, per entity metadata (one per ORM). */
const columnNames = new WeakMap<object, ReadonlySet<string>>();
/** Select lists made so far, per entity metadata and table alias. */
const selectLists = new WeakMap<object, Map<string, string>>();

/**
 * The names of the columns `em.find` reads for an entity: its eagerly loaded scalars and owned
 * references. Read on every list request: the metadata does not change while the ORM runs, so
 * the set is made once per entity.
 */
export function entityColumnNames(em: Em, entity: EntityClass<object>): ReadonlySet<string> {
  const meta = em.getMetadata(entity);
  let names = columnNames.get(meta);
  if (names === undefined) {
    names = new Set(
      meta.props
        .filter((prop) => OWNED.has(prop.kind) && !prop.lazy && prop.persist !== false && !prop.formula)
        .filter((prop) => prop.kind !== ReferenceKind.ONE_TO_ONE || prop.owner)
        .flatMap((prop) => prop.fieldNames),
    );
    columnNames.set(meta, names);
  }
  return names;
}

/**
 * The columns `em.find` reads for an entity as a select list on `alias`: raw SQL that selects
 * them can hand its rows to `em.map`, so a query that needs its own SQL (window functions,
 * aggregates in the ordering) still returns entities without a second statement to load them.
 */
export function entityColumns(em: Em, entity: EntityClass<object>, alias: string): string {
  const meta = em.getMetadata(entity);
  const byAlias = selectLists.get(meta) ?? new Map<string, string>();
  selectLists.set(meta, byAlias);
  let list = byAlias.get(alias);
  if (list === undefined) {
    list = [...entityColumnNames(em, entity)].map((column) => `${alias}."${column}"`).join(', ');
    byAlias.set(alias, list);
  }
  return list;
}

/** The entity's columns (entityColumnNames) of `row`, which may hold others: what `em.map` takes. */
export function entityRow(em: Em, entity: EntityClass<object>, row: Record<string, unknown>): Record<string, unknown> {
  const names = entityColumnNames(em, entity);
  const own: Record<string, unknown> = {};
  for (const name of names) if (name in row) own[name] = row[name];
  return own;
}
