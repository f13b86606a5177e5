import { type EntityClass, ReferenceKind } from '@mikro-orm/core';
import type { Em } from './orm.js';

/**
 * The columns `em.find` reads for an entity (its eagerly loaded scalars and owned references) as
 * a select list on `alias`: raw SQL that selects them can hand its rows to `em.map`, so a query
 * that needs its own SQL (window functions, aggregates in the ordering) still returns entities
 * without a second statement to load them.
 */
export function entityColumns(em: Em, entity: EntityClass<object>, alias: string): string {
  const owned = new Set<string>([ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE]);
  return em
    .getMetadata(entity)
    .props.filter((prop) => owned.has(prop.kind) && !prop.lazy && prop.persist !== false && !prop.formula)
    .filter((prop) => prop.kind !== ReferenceKind.ONE_TO_ONE || prop.owner)
    .flatMap((prop) => prop.fieldNames)
    .map((column) => `${alias}."${column}"`)
    .join(', ');
}
