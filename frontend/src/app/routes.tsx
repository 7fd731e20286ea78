import { Outlet, redirect } from 'react-router-dom';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import type { LoaderContext } from '../lib/api/loader-context';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { PageFallback } from './layouts/page-fallback';
import { PageError, SiteError } from './layouts/route-error';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './layouts/not-found-page';
import { lazyLoader, loaderModule, pageComponent } from './route-modules';
import type { RouteHandle } from './route-handle';

/*
 * The site's routes as data: the browser router renders them (app.tsx), and the server renders the public
 * pages from the very same objects (entry-server.tsx). Public pages are lazy route modules: the router
 * downloads a page's code, its texts and (through its loader) its data in parallel before it shows the page.
 *
 * Signed-in and staff pages are different on purpose: their code is a React.lazy component rendered by
 * the guard only for the people allowed to see it. A lazy route module would be downloaded as soon as
 * the address matched, guard or not, and visitors must never download account or back-office code. They
 * are rendered in the browser only (`handle.rendering`): the server sends them the page's frame.
 */

// Each with its module's name in the build, so the server lists its code with the page's (route-modules.tsx).
const catalogueLoaders = loaderModule(
  'src/features/catalogue/routes/loaders.ts',
  () => import('../features/catalogue/routes/loaders'),
);
const previewLoaders = loaderModule(
  'src/features/previews/routes/loaders.ts',
  () => import('../features/previews/routes/loaders'),
);
const compareLoaders = loaderModule(
  'src/features/compare/routes/loaders.ts',
  () => import('../features/compare/routes/loaders'),
);
const propertyPageLoaders = loaderModule(
  'src/app/compositions/property-page-loaders.ts',
  () => import('./compositions/property-page-loaders'),
);
const purchaseCostLoaders = loaderModule(
  'src/features/purchase-costs/routes/loaders.ts',
  () => import('../features/purchase-costs/routes/loaders'),
);

/** Lists filter themselves in the address: their loader fetches for a newly entered page only. */
const onEnteringThePage: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

function previewRoute(
  path: string,
  kind: 'properties' | 'services' | 'experiences',
  context: LoaderContext,
): RouteObject {
  return {
    path,
    lazy: {
      Component: pageComponent(context, '../features/previews/routes/preview-page.tsx', ['previews'], {
        kind,
      }),
      loader: lazyLoader(previewLoaders, `${kind}PreviewLoader`, context),
    },
  };
}

function legalRoute(
  document: 'privacy' | 'terms' | 'cookies' | 'legal',
  context: LoaderContext,
): RouteObject {
  return {
    path: document,
    lazy: {
      Component: pageComponent(context, '../features/legal/routes/legal-page.tsx', ['legal'], { document }),
    },
  };
}

const publicPages = (context: LoaderContext): RouteObject[] => [
  {
    index: true,
    lazy: { Component: pageComponent(context, '../features/home/routes/home-page.tsx', ['home']) },
  },
  {
    path: 'properties',
    shouldRevalidate: onEnteringThePage,
    lazy: {
      Component: pageComponent(context, '../features/catalogue/routes/properties-page.tsx', [
        'catalogue',
        'map',
      ]),
      loader: lazyLoader(catalogueLoaders, 'propertiesLoader', context),
    },
  },
  {
    path: 'property/:id',
    shouldRevalidate: onEnteringThePage,
    lazy: {
      Component: pageComponent(context, './compositions/property-page-with-inquiry.tsx', [
        'catalogue',
        'contact',
        'viewings',
        'map',
        'purchaseCosts',
        'offers',
      ]),
      loader: lazyLoader(propertyPageLoaders, 'propertyWithCostsLoader', context),
    },
  },
  {
    path: 'services',
    lazy: {
      Component: pageComponent(context, './compositions/services-page-with-booking.tsx', [
        'catalogue',
        'bookings',
      ]),
      loader: lazyLoader(catalogueLoaders, 'servicesLoader', context),
    },
  },
  {
    path: 'premium-services',
    lazy: {
      Component: pageComponent(context, './compositions/premium-services-page-with-booking.tsx', [
        'catalogue',
        'bookings',
      ]),
      loader: lazyLoader(catalogueLoaders, 'premiumServicesLoader', context),
    },
  },
  {
    path: 'experiences',
    shouldRevalidate: onEnteringThePage,
    lazy: {
      Component: pageComponent(context, './compositions/experiences-page-with-booking.tsx', [
        'catalogue',
        'bookings',
      ]),
      loader: lazyLoader(catalogueLoaders, 'experiencesLoader', context),
    },
  },
  {
    // The visitor's own selection, shared by its address: never for search engines (the page says noindex).
    path: 'compare',
    lazy: {
      Component: pageComponent(context, '../features/compare/routes/compare-page.tsx', [
        'compare',
        'catalogue',
      ]),
      loader: lazyLoader(compareLoaders, 'compareLoader', context),
    },
  },
  previewRoute('properties-preview', 'properties', context),
  previewRoute('propiedades-preview', 'properties', context),
  previewRoute('services-preview', 'services', context),
  previewRoute('servicios-preview', 'services', context),
  previewRoute('experiences-preview', 'experiences', context),
  previewRoute('experiencias-preview', 'experiences', context),
  {
    path: 'contact',
    lazy: { Component: pageComponent(context, '../features/contact/routes/contact-page.tsx', ['contact']) },
  },
  {
    path: 'contacto',
    lazy: { Component: pageComponent(context, '../features/contact/routes/contact-page.tsx', ['contact']) },
  },
  {
    // The calculator keeps its inputs in the address as they change: the rates are read on entering it.
    path: 'calculator',
    shouldRevalidate: onEnteringThePage,
    lazy: {
      Component: pageComponent(context, '../features/purchase-costs/routes/calculator-page.tsx', [
        'purchaseCosts',
      ]),
      loader: lazyLoader(purchaseCostLoaders, 'purchaseCostRatesLoader', context),
    },
  },
  {
    path: 'about',
    lazy: { Component: pageComponent(context, '../features/about/routes/about-page.tsx', ['about']) },
  },
  legalRoute('privacy', context),
  legalRoute('terms', context),
  legalRoute('cookies', context),
  legalRoute('legal', context),
  {
    path: 'verify-email',
    lazy: {
      Component: pageComponent(context, '../features/auth/routes/verify-email-page.tsx', ['auth']),
    },
  },
  {
    path: 'reset-password',
    lazy: {
      Component: pageComponent(context, '../features/auth/routes/reset-password-page.tsx', ['auth']),
    },
  },
  {
    path: 'account/erase',
    lazy: {
      Component: pageComponent(context, '../features/account/routes/erase-account-page.tsx', ['account']),
    },
  },
  {
    // A seller's private weekly report by its signed link; the page says noindex.
    path: 'seller-report/:token',
    lazy: {
      Component: pageComponent(context, '../features/seller-report/routes/seller-report-page.tsx', [
        'sellerReport',
      ]),
    },
  },
  {
    path: 'unsubscribe',
    lazy: {
      Component: pageComponent(context, '../features/alerts/routes/unsubscribe-page.tsx', ['alerts']),
    },
  },
  {
    // The monthly letter's unsubscribe link, in the reader's language; the page says noindex.
    path: 'newsletter/unsubscribe',
    lazy: {
      Component: pageComponent(context, '../features/newsletter/routes/newsletter-unsubscribe-page.tsx', [
        'newsletter',
      ]),
    },
  },
];

// The catalogue's texts name the favorites' statuses and the saved searches' filters.
const DashboardPage = lazyPage(
  () => import('../features/account/routes/dashboard-page'),
  ['account', 'catalogue', 'viewings', 'offers'],
);
// Owners read the sales report of the deal pipeline on it.
const AdminDashboardPage = lazyPage(
  () => import('./compositions/admin-dashboard-with-sales'),
  ['admin', 'pipeline'],
);
const BookingsPage = lazyPage(() => import('../features/admin/routes/bookings-page'), ['admin']);
// The staff screens of one entity show its history: the admin-history feature composed in (compositions/).
const BookingDetailPage = lazyPage(
  () => import('./compositions/booking-detail-with-history'),
  ['admin', 'adminHistory'],
);
const UsersPage = lazyPage(() => import('../features/admin/routes/users-page'), ['admin']);
const PortalsPage = lazyPage(() => import('../features/admin-portals/routes/portals-page'), ['adminPortals']);
const PurchaseCostRatesPage = lazyPage(
  () => import('../features/purchase-costs/routes/rates-admin-page'),
  ['purchaseCosts'],
);
const UserDetailPage = lazyPage(
  () => import('./compositions/user-detail-with-history'),
  ['admin', 'adminHistory'],
);
const AdminViewingsPage = lazyPage(
  () => import('./compositions/admin-viewings-with-history'),
  ['viewings', 'adminHistory'],
);
const OffersInboxPage = lazyPage(
  () => import('../features/admin-sales/routes/offers-inbox-page'),
  ['adminSales', 'offers'],
);
const PipelinePage = lazyPage(() => import('../features/admin-pipeline/routes/pipeline-page'), ['pipeline']);
const InquiriesPage = lazyPage(
  () => import('../features/admin-inquiries/routes/inquiries-page'),
  ['adminInquiries'],
);
const InquiryPage = lazyPage(
  () => import('./compositions/inquiry-with-history'),
  ['adminInquiries', 'adminHistory'],
);
const HistoryPage = lazyPage(() => import('../features/admin-history/routes/history-page'), ['adminHistory']);
const NewsletterAdminPage = lazyPage(
  () => import('../features/newsletter/routes/newsletter-admin-page'),
  ['newsletter'],
);
const AdminPropertiesPage = lazyPage(
  () => import('../features/admin-properties/routes/admin-properties-page'),
  ['adminProperties'],
);
const PropertyEditorPage = lazyPage(
  () => import('./compositions/property-editor-with-history'),
  [
    'adminProperties',
    'adminHistory',
    'adminSales',
    'offers',
    'adminMandates',
    'adminStatistics',
    'adminPortals',
  ],
);
const ServicesAdminPage = lazyPage(
  () => import('../features/admin-offerings/routes/services-admin-page'),
  ['adminOfferings'],
);
const ServiceEditorPage = lazyPage(
  () => import('./compositions/service-editor-with-history'),
  ['adminOfferings', 'adminHistory'],
);
const ExperiencesAdminPage = lazyPage(
  () => import('../features/admin-offerings/routes/experiences-admin-page'),
  ['adminOfferings'],
);
const ExperienceEditorPage = lazyPage(
  () => import('./compositions/experience-editor-with-history'),
  ['adminOfferings', 'adminHistory'],
);

const staffPages: RouteObject[] = [
  { path: 'admin/dashboard', element: <AdminDashboardPage /> },
  { path: 'admin/bookings', element: <BookingsPage /> },
  { path: 'admin/bookings/:id', element: <BookingDetailPage /> },
  { path: 'admin/viewings', element: <AdminViewingsPage /> },
  { path: 'admin/offers', element: <OffersInboxPage /> },
  { path: 'admin/pipeline', element: <PipelinePage /> },
  { path: 'admin/inquiries', element: <InquiriesPage /> },
  { path: 'admin/inquiries/:id', element: <InquiryPage /> },
  { path: 'admin/properties', element: <AdminPropertiesPage /> },
  { path: 'admin/properties/new', element: <PropertyEditorPage /> },
  { path: 'admin/properties/edit/:id', element: <PropertyEditorPage /> },
  { path: 'admin/services', element: <ServicesAdminPage /> },
  { path: 'admin/services/new', element: <ServiceEditorPage /> },
  { path: 'admin/services/edit/:id', element: <ServiceEditorPage /> },
  { path: 'admin/experiences', element: <ExperiencesAdminPage /> },
  { path: 'admin/experiences/new', element: <ExperienceEditorPage /> },
  { path: 'admin/experiences/edit/:id', element: <ExperienceEditorPage /> },
  { path: 'admin/history', element: <HistoryPage /> },
  { path: 'admin/newsletter', element: <NewsletterAdminPage /> },
  { path: 'admin/users/:id', element: <UserDetailPage /> },
];

const inTheBrowser: RouteHandle = { rendering: 'browser' };

/** The routes, their loaders filling `context`'s query cache through its API client. */
export const createRoutes = (context: LoaderContext): RouteObject[] => [
  {
    // The last resort: the layout itself failed. Everything else fails inside the layout (PageError).
    ErrorBoundary: SiteError,
    children: [
      {
        Component: RootLayout,
        children: [
          {
            ErrorBoundary: PageError,
            // Shown where the page goes while the first page's code and data load.
            HydrateFallback: PageFallback,
            children: [
              ...publicPages(context),
              {
                path: 'dashboard',
                handle: inTheBrowser,
                element: (
                  <RequireAuth>
                    <DashboardPage />
                  </RequireAuth>
                ),
              },
              { path: 'settings', loader: () => redirect('/dashboard?tab=settings') },
              // The offers' e-mails link here.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        // The back office: the header without the marketing footer (and, like every page but home, no hero).
        element: <RootLayout area="back-office" />,
        handle: inTheBrowser,
        children: [
          {
            ErrorBoundary: PageError,
            children: [
              {
                element: (
                  <RequireRole roles={['admin', 'owner']}>
                    <Outlet />
                  </RequireRole>
                ),
                children: staffPages,
              },
              {
                path: 'owner/users',
                element: (
                  <RequireRole roles={['owner']}>
                    <UsersPage />
                  </RequireRole>
                ),
              },
              {
                path: 'owner/portals',
                element: (
                  <RequireRole roles={['owner']}>
                    <PortalsPage />
                  </RequireRole>
                ),
              },
              {
                path: 'owner/purchase-costs',
                element: (
                  <RequireRole roles={['owner']}>
                    <PurchaseCostRatesPage />
                  </RequireRole>
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
