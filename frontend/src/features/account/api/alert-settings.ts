import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { AlertSettings } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

const alertSettingsQueryKey = privateQueryKey('alert-settings');

/** GET /api/me/alert-settings: whether the account hears of price drops of its favorites. */
export function getAlertSettings(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/alert-settings', { signal }));
}

export function alertSettingsQueryOptions() {
  return queryOptions({ queryKey: alertSettingsQueryKey, queryFn: ({ signal }) => getAlertSettings(signal) });
}

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions());
}

/** PUT /api/me/alert-settings. */
export async function saveAlertSettings(settings: AlertSettings): Promise<void> {
  await signedInApi.PUT('/api/me/alert-settings', { body: settings });
}

/** Saves the settings; the switch shows the new state at once and goes back if the API refuses it. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alert-settings', 'save'],
    mutationFn: saveAlertSettings,
    onMutate: async (settings: AlertSettings) => {
      await queryClient.cancelQueries({ queryKey: alertSettingsQueryKey });
      const previous = queryClient.getQueryData<AlertSettings>(alertSettingsQueryKey);
      queryClient.setQueryData(alertSettingsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, result) => {
      if (result?.previous) queryClient.setQueryData(alertSettingsQueryKey, result.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertSettingsQueryKey }),
  });
}
