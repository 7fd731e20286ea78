/** The tabs of /dashboard (spec section 2), in order; `?tab=` names the open one. */
export const DASHBOARD_TABS = [
  'overview',
  'favorites',
  'searches',
  'appointments',
  'offers',
  'bookings',
  'messages',
  'profile',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}
