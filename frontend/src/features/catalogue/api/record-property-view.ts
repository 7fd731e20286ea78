import { useEffect, useRef } from 'react';
import { anonymousApi } from '../../../lib/api/openapi-client';

/**
 * POST /api/properties/:id/views: tells the server the page was shown, for the listing statistics. Sent
 * without cookies or session (`credentials: 'omit'`), with `keepalive` so a visitor leaving at once still
 * counts; nothing waits for it and a failure is ignored.
 */
export function recordPropertyView(id: string): void {
  void anonymousApi
    .POST('/api/properties/{id}/views', { params: { path: { id } }, keepalive: true, credentials: 'omit' })
    .catch(() => undefined);
}

/**
 * Counts one view of the property page once it is shown in the browser: effects run only after hydration
 * (never in the server's rendering, never for a prefetch, which loads data without showing the page), once
 * per property shown, also when React runs an effect twice in development.
 */
export function useRecordPropertyView(propertyId: string | undefined): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!propertyId || sent.current === propertyId) return;
    sent.current = propertyId;
    recordPropertyView(propertyId);
  }, [propertyId]);
}
