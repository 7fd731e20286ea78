/** One chunk of Vite's build manifest (`frontend/dist/.vite/manifest.json`), as far as pages need it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest's names of the application's entry (index.html's script) and of the boot script. */
const ENTRY = 'index.html';
const BOOT = 'src/boot.ts';

/**
 * The code of a server-rendered page, as the one script tag it carries at the end of its body: the boot
 * script (frontend/src/boot.ts), which fetches the application once the page has painted and loaded. Its
 * `data-page-scripts` lists the entry, then every file the entry and the page's modules import statically,
 * so the browser fetches them in parallel instead of discovering one import after another. Nothing else
 * goes in the head: the document, its inline styles, its fonts and its first image come first.
 */
export class PageAssets {
  private readonly cache = new Map<string, string>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly boot: string,
  ) {}

  static fromManifest(manifestJson: string): PageAssets {
    const manifest = JSON.parse(manifestJson) as Manifest;
    for (const name of [ENTRY, BOOT]) {
      if (!manifest[name]?.isEntry) throw new Error(`The build manifest has no entry ${name}`);
    }
    return new PageAssets(manifest, manifest[BOOT].file);
  }

  /** `modules`: the manifest's names of the page modules (`src/features/home/routes/home-page.tsx`). */
  tag(modules: readonly string[]): string {
    const key = modules.join('\n');
    let tag = this.cache.get(key);
    if (tag === undefined) {
      const scripts = this.scripts(modules).map((file) => `/${file}`);
      tag = `<script type="module" crossorigin src="/${this.boot}" data-page-scripts="${scripts.join(' ')}"></script>`;
      this.cache.set(key, tag);
    }
    return tag;
  }

  /** The entry first, then the files it and the page's modules import, each once. */
  scripts(modules: readonly string[]): string[] {
    const scripts = new Set<string>();
    const visit = (name: string) => {
      const chunk = this.manifest[name];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    [ENTRY, ...modules].forEach(visit);
    return [...scripts];
  }
}
