import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { i18n } from '../lib/i18n/i18n';

/**
 * A public page's lazy route module: its component, downloaded on first visit together with its
 * translation namespaces, so the page's code and texts arrive in parallel instead of one after the other.
 * The router waits for both before it shows the page (the previous page stays, with the progress bar).
 */
export function pageComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[],
  props?: P,
): () => Promise<ComponentType> {
  return async () => {
    const [{ default: Page }] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    if (!props) return Page as ComponentType;
    const WithProps = () => <Page {...props} />;
    WithProps.displayName = `${Page.displayName ?? Page.name}(${JSON.stringify(props)})`;
    return WithProps;
  };
}

/** A route loader in its own small chunk, downloaded in parallel with the page's component. */
export function lazyLoader<K extends string>(
  load: () => Promise<Record<K, LoaderFunction>>,
  name: K,
): () => Promise<LoaderFunction> {
  return async () => (await load())[name];
}
