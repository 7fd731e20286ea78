import AdminDashboardPage from '../../features/admin/routes/admin-dashboard-page';
import { SalesSection } from '../../features/admin-pipeline/components/sales-section';

/** /admin/dashboard: owners also see the sales report of the deal pipeline. */
export default function AdminDashboardWithSales() {
  return <AdminDashboardPage ownerSections={<SalesSection />} />;
}
