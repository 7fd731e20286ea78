import type { PropertyStatus } from '../../../lib/api/types';

export const PROPERTY_STATUSES: readonly PropertyStatus[] = [
  'draft',
  'active',
  'reserved',
  'sold',
  'withdrawn',
];

/** The server's lifecycle (property.decider.ts): draft -> active -> reserved -> sold, or withdrawn. */
export const STATUS_TRANSITIONS: Record<PropertyStatus, readonly PropertyStatus[]> = {
  draft: ['active', 'withdrawn'],
  active: ['reserved', 'sold', 'withdrawn', 'draft'],
  reserved: ['active', 'sold', 'withdrawn'],
  sold: [],
  withdrawn: ['draft', 'active'],
};

/** Statuses visitors see on the public site. */
export const PUBLIC_STATUSES: readonly PropertyStatus[] = ['active', 'reserved', 'sold'];

export function isPropertyStatus(value: unknown): value is PropertyStatus {
  return PROPERTY_STATUSES.includes(value as PropertyStatus);
}
