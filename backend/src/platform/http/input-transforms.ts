/** class-transformer `@Transform` functions the request DTOs share: they normalise before validating. */
type TransformInput = { value: unknown };

export const trim = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Optional text: blank means "not given". */
export const trimToNull = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim() || null : value;

export const lowerCaseEmail = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** An optional query parameter: blank means "not given", so it filters nothing. */
export const trimToUndefined = ({ value }: TransformInput): unknown =>
  typeof value === 'string' ? value.trim() || undefined : value;
