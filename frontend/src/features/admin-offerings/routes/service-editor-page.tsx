import { OfferingEditor, type OfferingEditorProps } from '../components/offering-editor';
import { ServiceForm } from '../components/service-form';

/** /admin/services/new and /admin/services/edit/:id (admins and owners). */
export default function ServiceEditorPage({
  renderHistory,
}: Pick<OfferingEditorProps<'services'>, 'renderHistory'>) {
  return (
    <OfferingEditor
      kind="services"
      renderForm={(slot) => <ServiceForm {...slot} />}
      renderHistory={renderHistory}
    />
  );
}
