/**
 * Patterns of request fields several modules accept. They reach the OpenAPI document as `pattern`, from
 * which the SPA's form schemas are generated, so this is the one place each rule is written.
 */

/** A phone number: digits, spaces, brackets and dashes, 6 to 20 characters, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
