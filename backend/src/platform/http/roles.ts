/**
 * The roles of the product, lowest first. Pure values (no Nest): business modules' domains use them too.
 * Owners have every right of admins, admins every right of users; policies name the roles they admit.
 */
export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
