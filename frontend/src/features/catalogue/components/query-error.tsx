import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';

export interface QueryErrorProps {
  error: unknown;
  /** What could not be loaded, as a full title: "No se han podido cargar las propiedades". */
  title: string;
  onRetry: () => void;
}

/** The error state of a catalogue screen: what failed, why, and a retry. */
export function QueryError({ error, title, onRetry }: QueryErrorProps) {
  const { t } = useTranslation('common');
  const description = describeApiError(error);
  return (
    <ErrorState
      title={title}
      message={description.apiMessage ?? t(description.key)}
      meta={description.requestId ? t('errors.requestId', { id: description.requestId }) : null}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
    />
  );
}
