import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';
import { queryClient } from '../lib/api/query-client';
import { i18n } from '../lib/i18n/i18n';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('actions.dismiss')}>{children}</ToastProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TranslatedToasts>{children}</TranslatedToasts>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
