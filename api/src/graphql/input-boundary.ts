import { getNullableType, type GraphQLInputType, isInputObjectType, isListType } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { cleanFreeText, textProblem } from '../common/text.js';
import { invalidFields } from '../common/validation.js';

/**
 * Marks an input field as free text, with type-graphql's `@Extensions(FREE_TEXT)`: the boundary
 * cleans it (`cleanFreeText`) instead of refusing it.
 */
export const FREE_TEXT = { freeText: true } as const;

const joinPath = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Applies the text rules (common/text.ts) to one argument value, following its GraphQL type.
 * Free-text strings are cleaned in place; every other string with a problem is added to
 * `problems` under its field path.
 * @returns the value to pass on.
 */
function checkValue(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  freeText: boolean,
  problems: Record<string, string>,
): unknown {
  if (typeof value === 'string') {
    if (freeText) return cleanFreeText(value);
    const problem = textProblem(value);
    if (problem) problems[path] = `${path} ${problem}`;
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  const inner = getNullableType(type);
  if (isListType(inner) && Array.isArray(value)) {
    return value.map((item, index) => checkValue(item, inner.ofType, `${path}[${index}]`, freeText, problems));
  }
  if (isInputObjectType(inner)) {
    const record = value as Record<string, unknown>;
    for (const field of Object.values(inner.getFields())) {
      if (!(field.name in record)) continue;
      const free = field.extensions.freeText === true;
      record[field.name] = checkValue(record[field.name], field.type, joinPath(path, field.name), free, problems);
    }
  }
  return value;
}

/**
 * Applies the boundary's text rules to a value of the input type `type` that reaches a service
 * without a GraphQL request (a content bundle's records): the same rules, the same field names.
 * @returns the value, its free-text strings cleaned.
 * @throws BAD_USER_INPUT naming every refused field.
 */
export function applyTextRules<T>(value: T, type: GraphQLInputType): T {
  const problems: Record<string, string> = {};
  const checked = checkValue(value, type, '', false, problems) as T;
  if (Object.keys(problems).length) throw invalidFields(problems);
  return checked;
}

/**
 * The input boundary of the API: every argument of every field (and so every REST call, which
 * runs a GraphQL operation) passes here before a resolver, its validation, a service or the
 * database sees it. Text is checked by the rules of common/text.ts; fields marked FREE_TEXT are
 * cleaned instead. Field names follow validation errors: inside an input-object argument they
 * start at its fields (`sections[0].title`), otherwise they are the argument's name.
 * @throws BAD_USER_INPUT naming every refused field.
 */
export const inputBoundary: MiddlewareFn = ({ args, info }, next) => {
  const definition = info.parentType.getFields()[info.fieldName];
  if (!definition?.args.length) return next();
  const problems: Record<string, string> = {};
  for (const arg of definition.args) {
    if (!(arg.name in args)) continue;
    const path = isInputObjectType(getNullableType(arg.type)) ? '' : arg.name;
    args[arg.name] = checkValue(args[arg.name], arg.type, path, arg.extensions.freeText === true, problems);
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  return next();
};
