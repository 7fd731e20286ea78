import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../lib/api/loader-context';
import { i18n } from '../lib/i18n/i18n';

/**
 * A public page's lazy route module: its component, downloaded on first visit together with its
 * translation namespaces, so the page's code and texts arrive in parallel instead of one after the other.
 * The router waits for both before it shows the page (the previous page stays, with the progress bar).
 * The server holds every text already (server-i18n.ts).
 */
export function pageComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[],
  props?: P,
): () => Promise<ComponentType> {
  return async () => {
    const [{ default: Page }] = await Promise.all([
      load(),
      import.meta.env.SSR ? undefined : i18n.loadNamespaces(namespaces),
    ]);
    if (!props) return Page as ComponentType;
    const WithProps = () => <Page {...props} />;
    WithProps.displayName = `${Page.displayName ?? Page.name}(${JSON.stringify(props)})`;
    return WithProps;
  };
}

type PageLoader = (args: LoaderFunctionArgs, context: LoaderContext) => Promise<null>;

/** A route loader in its own small chunk, downloaded in parallel with the page's component. */
export function lazyLoader<K extends string>(
  load: () => Promise<Record<K, PageLoader>>,
  name: K,
  context: LoaderContext,
): () => Promise<LoaderFunction> {
  return async () => {
    const loader = (await load())[name];
    return (args) => loader(args, context);
  };
}
