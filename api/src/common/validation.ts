import type { ValidationError } from 'class-validator';
import { type AppError, badInput } from './errors.js';

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

/** @returns the BAD_USER_INPUT error naming each field, its message listing them all. */
export const invalidFields = (fields: Record<string, string>): AppError =>
  badInput(`Invalid input: ${Object.values(fields).join('; ')}`, fields);
