import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('actions.dismiss')}>{children}</ToastProvider>;
}

/** The texts and the query cache: the browser's single ones, or those the server made for one request. */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TranslatedToasts>{children}</TranslatedToasts>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
