/** class-transformer `@Transform` functions the request DTOs share: they normalise before validating. */
type TransformInput = { value: unknown };

export const trim = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Optional text: blank means "not given". */
export const trimToNull = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim() || null : value;

export const lowerCaseEmail = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
