import type { ValidationError } from 'class-validator';
import { ArgumentValidationError, type MiddlewareFn } from 'type-graphql';
import { badInput } from '../common/errors.js';
import { fieldMessages, invalidFields } from '../common/validation.js';

/**
 * Turns argument validation failures into our BAD_USER_INPUT error (HTTP 400) naming each
 * field, so they read like every other input error of the API. A validator that threw instead
 * of answering (type-graphql then wraps that error, not a list) was still refusing the input:
 * it answers BAD_USER_INPUT without field names rather than an unexpected error.
 */
export const validationErrors: MiddlewareFn = async (_action, next) => {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof ArgumentValidationError)) throw error;
    const found = error.extensions.validationErrors;
    if (!Array.isArray(found)) throw badInput('Invalid input');
    throw invalidFields(fieldMessages(found as ValidationError[]));
  }
};
