import { OfferingEditor } from '../components/offering-editor';
import { ServiceForm } from '../components/service-form';

/** /admin/services/new and /admin/services/edit/:id (admins and owners). */
export default function ServiceEditorPage() {
  return <OfferingEditor kind="services" renderForm={(slot) => <ServiceForm {...slot} />} />;
}
