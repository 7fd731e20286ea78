/** One chunk of Vite's build manifest (`frontend/dist/.vite/manifest.json`), as far as pages need it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The style sheets and code of the page modules a server-rendered page used, as `<link>` tags for its head.
 * Without them the page would show unstyled until its script had loaded its module, and the browser would
 * discover the module's code only then. What index.html links already (the entry and its imports) is left
 * out.
 */
export class PageAssets {
  private readonly cache = new Map<string, string>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly linkedByFrame: (file: string) => boolean,
  ) {}

  static fromManifest(manifestJson: string, indexHtml: string): PageAssets {
    return new PageAssets(JSON.parse(manifestJson) as Manifest, (file) => indexHtml.includes(`/${file}"`));
  }

  /** `modules`: the manifest's names of the page modules (`src/features/home/routes/home-page.tsx`). */
  tags(modules: readonly string[]): string {
    const key = modules.join('\n');
    let tags = this.cache.get(key);
    if (tags === undefined) {
      tags = this.render(modules);
      this.cache.set(key, tags);
    }
    return tags;
  }

  private render(modules: readonly string[]): string {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (name: string) => {
      const chunk = this.manifest[name];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const sheet of chunk.css ?? []) styles.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    const link = (rel: string, file: string) => `<link rel="${rel}" crossorigin href="/${file}">`;
    return [
      ...[...styles].filter((file) => !this.linkedByFrame(file)).map((file) => link('stylesheet', file)),
      ...[...scripts].filter((file) => !this.linkedByFrame(file)).map((file) => link('modulepreload', file)),
    ].join('');
  }
}
