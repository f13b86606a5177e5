import { Field, ObjectType } from 'type-graphql';
import { badInput } from './errors.js';

/** Where a keyset page ends: the last item's date and id (items are ordered by both, newest first). */
export interface CursorKey {
  date: Date;
  id: number;
}

/** The Relay page info of a cursor connection. */
@ObjectType({ simpleResolvers: true, description: 'Where a slice of a cursor connection ends (Relay page info).' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this slice.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null at the end.' })
  endCursor!: string | null;
}

/** The largest id a row can have (a PostgreSQL `serial`). */
const MAX_ID = 2_147_483_647;
/** Dates as `toISOString` writes them, years 0000-9999 only (PostgreSQL's range is wider). */
const CURSOR_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Reads an opaque token written as base64url of JSON, accepting only the canonical encoding (the
 * one `Buffer#toString('base64url')` writes), so an altered or truncated token is not read as
 * another one.
 * @returns the parsed JSON, or null when `token` is not such a token.
 */
export function decodeOpaqueJson(token: string): unknown {
  try {
    const bytes = Buffer.from(token, 'base64url');
    return bytes.toString('base64url') === token ? JSON.parse(bytes.toString('utf8')) : null;
  } catch {
    return null;
  }
}

/** @returns the opaque cursor of `key`: base64url of `[ISO date, id]`. */
export const encodeCursor = (key: CursorKey): string =>
  Buffer.from(JSON.stringify([key.date.toISOString(), key.id])).toString('base64url');

/**
 * Reads a cursor strictly: only what `encodeCursor` writes is accepted (canonical base64url of
 * `[ISO date, id]` with a real date and an id in the serial range), so a forged or truncated
 * cursor never reaches the database.
 * @throws BAD_USER_INPUT (field `after`) for anything else.
 */
export function decodeCursor(cursor: string): CursorKey {
  const value = decodeOpaqueJson(cursor);
  if (Array.isArray(value) && value.length === 2) {
    const [date, id] = value as unknown[];
    const parsed = typeof date === 'string' && CURSOR_DATE.test(date) ? new Date(date) : null;
    if (
      parsed &&
      parsed.toISOString() === date &&
      Number.isInteger(id) &&
      (id as number) >= 1 &&
      (id as number) <= MAX_ID
    ) {
      return { date: parsed, id: id as number };
    }
  }
  throw badInput('The cursor is not valid', { after: 'Invalid cursor' });
}
