import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationFailed, type FieldError } from './api-error';

/**
 * class-validator constraint -> stable error code the SPA translates. A decorator can name its own code
 * with `context: { code: '...' }` (e.g. a phone pattern -> invalid_phone).
 */
const CODES: Record<string, string> = {
  isNotEmpty: 'required',
  isDefined: 'required',
  isEmail: 'invalid_email',
  maxLength: 'too_long',
  minLength: 'too_short',
  isIn: 'invalid_choice',
  isEnum: 'invalid_choice',
  isInt: 'not_a_whole_number',
  min: 'too_small',
  max: 'too_large',
  isBoolean: 'not_a_boolean',
  isString: 'not_a_text',
  whitelistValidation: 'unknown_field',
};

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      code: (error.contexts?.[constraint]?.code as string | undefined) ?? CODES[constraint] ?? 'invalid',
      message,
    }));
    // One message per field: the first constraint that failed is the one worth fixing first.
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationFailed(flatten(errors)),
  });
}
