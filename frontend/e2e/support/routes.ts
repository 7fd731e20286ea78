import type { APIRequestContext, Page } from '@playwright/test';
import { expect, text } from './fixtures';
import type { Language } from './fixtures';

/** A localized text as the SPA shows it: namespace + key of its catalogue. */
export interface TextRef {
  ns: string;
  key: string;
}

export interface PublicRoute {
  /** Path to open; `/property/:id` is filled in with the first listed property. */
  path: string;
  /** File-name friendly name for artifacts. */
  slug: string;
  /** The screen it renders: routes of one template are checked in one browser test per language. */
  template: string;
  /** The page's h1, from the catalogues (the property page takes its title from the API instead). */
  h1?: TextRef | TextRef[];
  /** The document title's page part (the SPA appends " · <brand>"). */
  metaTitle?: TextRef;
  metaDescription?: TextRef;
  /** At least this many h3 headings (cards, offices, values) once the data has loaded. */
  minCards?: number;
}

const ref = (ns: string, key: string): TextRef => ({ ns, key });

/** Every public route of issue 3 (the Spanish aliases render the same screens, see routes.e2e.spec.ts). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    slug: 'home',
    template: 'home',
    h1: [ref('home', 'hero.title'), ref('home', 'hero.titleAccent')],
    metaTitle: ref('home', 'meta.title'),
    metaDescription: ref('home', 'meta.description'),
    minCards: 6,
  },
  {
    path: '/properties',
    slug: 'properties',
    template: 'property list',
    h1: ref('catalogue', 'properties.title'),
    metaTitle: ref('catalogue', 'properties.meta.title'),
    minCards: 6,
  },
  { path: '/property/:id', slug: 'property', template: 'property' },
  {
    path: '/services',
    slug: 'services',
    template: 'service list',
    h1: ref('catalogue', 'services.title'),
    metaTitle: ref('catalogue', 'services.meta.title'),
    minCards: 1,
  },
  {
    path: '/premium-services',
    slug: 'premium-services',
    template: 'premium services',
    h1: ref('catalogue', 'premium.title'),
    metaTitle: ref('catalogue', 'premium.meta.title'),
    minCards: 4,
  },
  {
    path: '/experiences',
    slug: 'experiences',
    template: 'experience list',
    h1: ref('catalogue', 'experiences.title'),
    metaTitle: ref('catalogue', 'experiences.meta.title'),
    minCards: 6,
  },
  {
    path: '/experiences?type=basic',
    slug: 'experiences-basic',
    template: 'experience list',
    h1: ref('catalogue', 'experiences.basicPage.title'),
    metaTitle: ref('catalogue', 'experiences.basicPage.meta.title'),
    minCards: 3,
  },
  {
    path: '/experiences?type=vip',
    slug: 'experiences-vip',
    template: 'experience list',
    h1: ref('catalogue', 'experiences.vipPage.title'),
    metaTitle: ref('catalogue', 'experiences.vipPage.meta.title'),
    minCards: 3,
  },
  {
    path: '/properties-preview',
    slug: 'properties-preview',
    template: 'preview',
    h1: ref('previews', 'properties.title'),
    metaTitle: ref('previews', 'properties.meta.title'),
    minCards: 4,
  },
  {
    path: '/services-preview',
    slug: 'services-preview',
    template: 'preview',
    h1: ref('previews', 'services.title'),
    metaTitle: ref('previews', 'services.meta.title'),
    minCards: 4,
  },
  {
    path: '/experiences-preview',
    slug: 'experiences-preview',
    template: 'preview',
    h1: ref('previews', 'experiences.title'),
    metaTitle: ref('previews', 'experiences.meta.title'),
    minCards: 4,
  },
  {
    path: '/contact',
    slug: 'contact',
    template: 'contact',
    h1: ref('contact', 'hero.title'),
    metaTitle: ref('contact', 'meta.title'),
    metaDescription: ref('contact', 'meta.description'),
    minCards: 3,
  },
  {
    path: '/about',
    slug: 'about',
    template: 'about',
    h1: ref('about', 'hero.title'),
    metaTitle: ref('about', 'meta.title'),
    metaDescription: ref('about', 'meta.description'),
    minCards: 4,
  },
  ...(['privacy', 'terms', 'cookies', 'legal'] as const).map((document): PublicRoute => ({
    path: `/${document}`,
    slug: document,
    template: 'legal text',
    h1: ref('legal', `${document}.title`),
    metaTitle: ref('legal', `${document}.title`),
    metaDescription: ref('legal', `${document}.description`),
  })),
];

export function expectedH1(route: PublicRoute, language: Language): string | undefined {
  if (!route.h1) return undefined;
  const parts = Array.isArray(route.h1) ? route.h1 : [route.h1];
  return parts.map((part) => text(language, part.ns, part.key)).join(' ');
}

interface ListedProperty {
  id: string;
  title: { es: string } & Partial<Record<Language, string>>;
}

/** The public properties as the API lists them (the e2e server seeds the six samples). */
export async function listedProperties(request: APIRequestContext): Promise<ListedProperty[]> {
  const response = await request.get('/api/properties');
  expect(response.ok(), `GET /api/properties answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { items: ListedProperty[] };
  return body.items;
}

export async function resolvePath(route: PublicRoute, request: APIRequestContext): Promise<string> {
  if (!route.path.includes(':id')) return route.path;
  const [first] = await listedProperties(request);
  expect(first, 'the API lists at least one property').toBeTruthy();
  return route.path.replace(':id', first.id);
}

/**
 * Waits until a routed page shows its content rather than a loading state: its h1 is there, the loading
 * skeletons are gone, and the cards it promises are rendered.
 */
export async function waitForContent(page: Page, route: PublicRoute): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  // Skeleton grids announce themselves with role=status and hide their shapes from assistive technology.
  await expect(page.locator('main [class*="skeleton"]')).toHaveCount(0);
  if (route.minCards) {
    await expect
      .poll(() => page.locator('main').getByRole('heading', { level: 3 }).count(), {
        message: `${route.path} shows at least ${route.minCards} cards`,
      })
      .toBeGreaterThanOrEqual(route.minCards);
  }
}
