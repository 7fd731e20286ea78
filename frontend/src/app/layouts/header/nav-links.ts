/** The header navigation, as the spec lists it: Home, Properties, Services, Experiences (basic, VIP). */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/properties', key: 'nav.properties', end: false },
  { to: '/services', key: 'nav.services', end: false },
] as const;

export const EXPERIENCE_LINKS = [
  { type: 'basic', to: '/experiences?type=basic', key: 'nav.experiencesBasic' },
  { type: 'vip', to: '/experiences?type=vip', key: 'nav.experiencesVip' },
] as const;
