/** One chunk of Vite's build manifest (`frontend/dist/.vite/manifest.json`), as far as pages need it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The code of the page modules a server-rendered page used, as `<link rel="modulepreload">` tags for its
 * head: the browser fetches it with the page instead of discovering it only once the entry script runs.
 * What index.html links already (the entry and its imports) is left out. Styles need nothing here: the
 * site has one style sheet, which index.html links (vite.config.ts, `cssCodeSplit: false`).
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
    const visit = (name: string) => {
      const chunk = this.manifest[name];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    return [...scripts]
      .filter((file) => !this.linkedByFrame(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  }
}
