import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { PHONE_PATTERN } from '../../../platform/http/field-patterns';
import { trimToNull } from '../../../platform/http/input-transforms';
import {
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/** The same limits the SPA's forms check, so both sides reject the same input. */
export const ACCOUNT_LIMITS = { email: 254, name: 80, password: 128 } as const;

/** The field must equal another field of the same body (confirm password). */
export function SameAs(property: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown>)[property],
        defaultMessage: () => 'Passwords do not match',
      },
    },
    { context: { code: 'passwords_do_not_match' }, ...options },
  );
}

/** An optional display name: blank clears it. */
export const OptionalDisplayName = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: ACCOUNT_LIMITS.name }),
    Transform(trimToNull),
    IsOptional(),
    IsString(),
    MaxLength(ACCOUNT_LIMITS.name),
  );

/** An optional phone number: blank clears it. */
export const OptionalPhone = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, pattern: PHONE_PATTERN.source }),
    Transform(trimToNull),
    IsOptional(),
    IsString(),
    Matches(PHONE_PATTERN, { message: 'The phone number is not valid', context: { code: 'invalid_phone' } }),
  );
