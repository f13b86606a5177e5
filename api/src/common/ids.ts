/**
 * Parses an id sent by a client (GraphQL `ID`, a REST path segment): ids are PostgreSQL `serial`
 * values, positive integers.
 * @returns the id, or null when it is not a positive safe integer.
 */
export const parseId = (id: string | number): number | null => {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
