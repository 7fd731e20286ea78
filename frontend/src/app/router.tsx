import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';

// Every screen is its own chunk: visitors never download the account or admin screens, and the guards
// render those only for the people allowed to see them.
const HomePage = lazyPage(() => import('../features/home/routes/home-page'), ['home']);
const PropertiesPage = lazyPage(() => import('../features/catalogue/routes/properties-page'), ['catalogue']);
const PropertyPage = lazyPage(
  () => import('./compositions/property-page-with-inquiry'),
  ['catalogue', 'contact'],
);
const ServicesPage = lazyPage(() => import('../features/catalogue/routes/services-page'), ['catalogue']);
const PremiumServicesPage = lazyPage(
  () => import('../features/catalogue/routes/premium-services-page'),
  ['catalogue'],
);
const ExperiencesPage = lazyPage(
  () => import('../features/catalogue/routes/experiences-page'),
  ['catalogue'],
);
const PreviewPage = lazyPage(() => import('../features/previews/routes/preview-page'), ['previews']);
const ContactPage = lazyPage(() => import('../features/contact/routes/contact-page'), ['contact']);
const AboutPage = lazyPage(() => import('../features/about/routes/about-page'), ['about']);
const LegalPage = lazyPage<{ document: 'privacy' | 'terms' | 'cookies' | 'legal' }>(
  () => import('../features/legal/routes/legal-page'),
  ['legal'],
);

const VerifyEmailPage = lazyPage(() => import('../features/auth/routes/verify-email-page'), ['auth']);
const ResetPasswordPage = lazyPage(() => import('../features/auth/routes/reset-password-page'), ['auth']);
const DashboardPage = lazyPage(() => import('../features/account/routes/dashboard-page'), ['account']);
const AdminDashboardPage = lazyPage(() => import('../features/admin/routes/admin-dashboard-page'), ['admin']);
const BookingsPage = lazyPage(() => import('../features/admin/routes/bookings-page'), ['admin']);
const UsersPage = lazyPage(() => import('../features/admin/routes/users-page'), ['admin']);
const AdminPropertiesPage = lazyPage(
  () => import('../features/admin-properties/routes/admin-properties-page'),
  ['adminProperties'],
);
const PropertyEditorPage = lazyPage(
  () => import('../features/admin-properties/routes/property-editor-page'),
  ['adminProperties'],
);
const ServicesAdminPage = lazyPage(
  () => import('../features/admin-offerings/routes/services-admin-page'),
  ['adminOfferings'],
);
const ServiceEditorPage = lazyPage(
  () => import('../features/admin-offerings/routes/service-editor-page'),
  ['adminOfferings'],
);
const ExperiencesAdminPage = lazyPage(
  () => import('../features/admin-offerings/routes/experiences-admin-page'),
  ['adminOfferings'],
);
const ExperienceEditorPage = lazyPage(
  () => import('../features/admin-offerings/routes/experience-editor-page'),
  ['adminOfferings'],
);

const STAFF = ['admin', 'owner'] as const;
const OWNERS = ['owner'] as const;

/**
 * The site's routes. Declarative routing (BrowserRouter + Routes) keeps the first visit's JavaScript small:
 * the data router's loaders and actions are not used by this SPA (server state lives in TanStack Query).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="properties" element={<PropertiesPage />} />
        <Route path="property/:id" element={<PropertyPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="premium-services" element={<PremiumServicesPage />} />
        <Route path="experiences" element={<ExperiencesPage />} />
        <Route path="properties-preview" element={<PreviewPage kind="properties" />} />
        <Route path="propiedades-preview" element={<PreviewPage kind="properties" />} />
        <Route path="services-preview" element={<PreviewPage kind="services" />} />
        <Route path="servicios-preview" element={<PreviewPage kind="services" />} />
        <Route path="experiences-preview" element={<PreviewPage kind="experiences" />} />
        <Route path="experiencias-preview" element={<PreviewPage kind="experiences" />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="contacto" element={<ContactPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy" element={<LegalPage document="privacy" />} />
        <Route path="terms" element={<LegalPage document="terms" />} />
        <Route path="cookies" element={<LegalPage document="cookies" />} />
        <Route path="legal" element={<LegalPage document="legal" />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path="settings" element={<Navigate to="/dashboard?tab=settings" replace />} />
      </Route>
      {/* The back office: the header without the marketing footer (and, like every page but home, no hero). */}
      <Route element={<RootLayout area="back-office" />}>
        <Route
          path="admin/dashboard"
          element={
            <RequireRole roles={STAFF}>
              <AdminDashboardPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/bookings"
          element={
            <RequireRole roles={STAFF}>
              <BookingsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/properties"
          element={
            <RequireRole roles={STAFF}>
              <AdminPropertiesPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/properties/new"
          element={
            <RequireRole roles={STAFF}>
              <PropertyEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/properties/edit/:id"
          element={
            <RequireRole roles={STAFF}>
              <PropertyEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/services"
          element={
            <RequireRole roles={STAFF}>
              <ServicesAdminPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/services/new"
          element={
            <RequireRole roles={STAFF}>
              <ServiceEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/services/edit/:id"
          element={
            <RequireRole roles={STAFF}>
              <ServiceEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/experiences"
          element={
            <RequireRole roles={STAFF}>
              <ExperiencesAdminPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/experiences/new"
          element={
            <RequireRole roles={STAFF}>
              <ExperienceEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/experiences/edit/:id"
          element={
            <RequireRole roles={STAFF}>
              <ExperienceEditorPage />
            </RequireRole>
          }
        />
        <Route
          path="owner/users"
          element={
            <RequireRole roles={OWNERS}>
              <UsersPage />
            </RequireRole>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
