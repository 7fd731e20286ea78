import { lazy } from 'react';
import type { ComponentType } from 'react';
import { i18n } from '../lib/i18n/i18n';

/**
 * A route component loaded on first visit, together with its translation namespaces, so the page's code
 * and texts download in parallel instead of one after the other.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length ? i18n.loadNamespaces(namespaces) : null]);
    return module;
  });
}
