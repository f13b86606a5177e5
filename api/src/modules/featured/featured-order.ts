import type { Em } from '../../db/orm.js';

/** The advisory lock key of the featured list (any fixed number no other lock uses). */
const FEATURED_LIST_LOCK = 7_301_001;

/**
 * Makes every change to the featured list wait for the one in progress: held by the transaction
 * `tx` until it ends, on PostgreSQL and PGlite alike. Without it two changes read the same list
 * and both write positions computed from it (duplicates, gaps, or a unique violation).
 */
export async function lockFeaturedList(tx: Em): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(${FEATURED_LIST_LOCK})`);
}

/**
 * Renumbers the list 0..n-1 in its current order after entries left it (an unfeatured or
 * deleted post); call it inside the transaction that holds lockFeaturedList.
 */
export async function closeFeaturedGaps(tx: Em): Promise<void> {
  await tx.execute(
    `update featured_entry f set order_index = ranked.position
     from (select id, row_number() over (order by order_index, id) - 1 as position from featured_entry) ranked
     where f.id = ranked.id and f.order_index <> ranked.position`,
  );
}
