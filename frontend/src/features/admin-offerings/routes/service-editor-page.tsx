import { useAllServices } from '../api/get-all-services';
import { OfferingEditor } from '../components/offering-editor';
import { ServiceForm } from '../components/service-form';

/** /admin/services/new and /admin/services/edit/:id (admins and owners). */
export default function ServiceEditorPage() {
  const services = useAllServices();
  return (
    <OfferingEditor
      kind="services"
      items={services}
      renderForm={({ item, ...slot }) => <ServiceForm service={item} {...slot} />}
    />
  );
}
