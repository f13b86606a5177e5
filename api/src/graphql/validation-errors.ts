import type { ValidationError } from 'class-validator';
import { ArgumentValidationError, type MiddlewareFn } from 'type-graphql';
import { AppError } from './errors.js';

/** Flattens class-validator errors into { 'sections[0].content': message }. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = /^\d+$/.test(error.property)
      ? `${prefix}[${error.property}]`
      : prefix
        ? `${prefix}.${error.property}`
        : error.property;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) fields[path] = message.replace(error.property, path);
    Object.assign(fields, fieldMessages(error.children ?? [], path));
  }
  return fields;
}

/**
 * Turns argument validation failures into our BAD_USER_INPUT error (HTTP 400) naming each
 * field, so they read like every other input error of the API.
 */
export const validationErrors: MiddlewareFn = async (_action, next) => {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof ArgumentValidationError)) throw error;
    const fields = fieldMessages(error.extensions.validationErrors as ValidationError[]);
    throw new AppError('BAD_USER_INPUT', `Invalid input: ${Object.values(fields).join('; ')}`, { fields });
  }
};
