import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../lib/api/loader-context';
import { i18n } from '../lib/i18n/i18n';

/** The public pages' modules, by their path from this folder: one name to load and to look up assets by. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<object> }>([
  '../features/{home,catalogue,contact,about,legal,previews,auth,alerts}/routes/*-page.tsx',
  // The one account page a link opens without a session (the erasure e-mail's); never the dashboard.
  '../features/account/routes/erase-account-page.tsx',
  // A seller's weekly report, opened by the signed link of its e-mail.
  '../features/seller-report/routes/seller-report-page.tsx',
  // The monthly letter's unsubscribe page, opened by the signed link of its e-mail.
  '../features/newsletter/routes/newsletter-unsubscribe-page.tsx',
  '../features/compare/routes/compare-page.tsx',
  '../features/purchase-costs/routes/calculator-page.tsx',
  './compositions/*.tsx',
]);

/**
 * A public page's lazy route module: its component, downloaded on first visit together with its
 * translation namespaces, so the page's code and texts arrive in parallel instead of one after the other.
 * The router waits for both before it shows the page (the previous page stays, with the progress bar).
 * The server holds every text already (server-i18n.ts), and notes the module for the page's assets.
 */
export function pageComponent<P extends object>(
  context: LoaderContext,
  module: string,
  namespaces: string[],
  props?: P,
): () => Promise<ComponentType> {
  const load = PAGE_MODULES[module];
  if (!load) throw new Error(`No page module ${module}`);
  return async () => {
    context.pageModules?.add(new URL(module, 'file:///src/app/').pathname.slice(1));
    namespaces.forEach((namespace) => context.pageNamespaces?.add(namespace));
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

/** A module of route loaders: its name in the build's manifest and its import. */
export interface LoaderModule<K extends string> {
  module: string;
  load: () => Promise<Record<K, PageLoader>>;
}

export function loaderModule<K extends string>(
  module: string,
  load: () => Promise<Record<K, PageLoader>>,
): LoaderModule<K> {
  return { module, load };
}

/** A route loader in its own small chunk, downloaded in parallel with the page's component. */
export function lazyLoader<K extends string>(
  { module, load }: LoaderModule<K>,
  name: K,
  context: LoaderContext,
): () => Promise<LoaderFunction> {
  return async () => {
    context.pageModules?.add(module);
    const loader = (await load())[name];
    return (args) => loader(args, context);
  };
}
