import { ValidateIf } from 'class-validator';

/**
 * A field a request may leave out but not send as `null`: when it is there, null included, the field's other
 * rules check it, so null is a 400 naming the field. `@IsOptional()` skips null as well as a missing field, and
 * so lets null reach the handler: keep it for the fields where null means something (clear this value, none)
 * and the handler reads it so.
 */
export const IsOptionalButNotNull = (): PropertyDecorator =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);
