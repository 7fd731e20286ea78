import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Seed artwork shipped with the repository, served under /media/catalogue/. */
export const CATALOGUE_ASSETS_DIR = path.resolve(__dirname, '../../../assets/catalogue');
export const CATALOGUE_URL_PREFIX = '/media/catalogue/';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** `villa-sardinero-exterior.3f9a0c27d1e4.svg` (hashed) or `villa-sardinero-exterior.svg` (as stored). */
const REQUESTED_NAME = /^([a-z0-9-]{1,100})(?:\.([0-9a-f]{12}))?(\.[a-z]{3,4})$/;

export interface ArtworkFile {
  /** The name the file is served under: its stem, the first 12 hex digits of its SHA-256, its extension. */
  hashedName: string;
  hash: string;
  contentType: string;
  body: Buffer;
}

/** What a request for a catalogue image resolves to. */
export type ArtworkLookup =
  | { kind: 'file'; file: ArtworkFile }
  /** The name without a hash, or with the hash of an earlier version of the artwork: the current one. */
  | { kind: 'moved'; url: string }
  | { kind: 'missing' };

function hashedNameOf(name: string, body: Buffer): { hashedName: string; hash: string } {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const extension = path.extname(name);
  return { hashedName: `${path.basename(name, extension)}.${hash}${extension}`, hash };
}

/**
 * The sample catalogue's images under names that change with their content, so browsers may keep them for a
 * year like the built assets. The names are computed from the files themselves (at start and when the seed
 * records an image), so the repository keeps readable names and nothing has to remember to rename a file.
 */
export class CatalogueArtwork {
  private readonly byStem = new Map<string, ArtworkFile>();

  private constructor(private readonly files: ReadonlyMap<string, ArtworkFile>) {
    for (const [name, file] of files) this.byStem.set(path.basename(name, path.extname(name)), file);
  }

  private static readonly loaded = new Map<string, CatalogueArtwork>();

  /**
   * The artwork of a folder, read once per process: the files ship with the build and never change while it
   * runs, and the HTTP layer, the portals' feeds and the brochures all use them.
   */
  static load(dir: string = CATALOGUE_ASSETS_DIR): CatalogueArtwork {
    let artwork = CatalogueArtwork.loaded.get(dir);
    if (!artwork) {
      artwork = CatalogueArtwork.read(dir);
      CatalogueArtwork.loaded.set(dir, artwork);
    }
    return artwork;
  }

  private static read(dir: string): CatalogueArtwork {
    const files = new Map<string, ArtworkFile>();
    for (const name of readdirSync(dir)) {
      const contentType = CONTENT_TYPES[path.extname(name)];
      if (!contentType || !REQUESTED_NAME.test(name)) continue;
      const body = readFileSync(path.join(dir, name));
      files.set(name, { ...hashedNameOf(name, body), contentType, body });
    }
    return new CatalogueArtwork(files);
  }

  lookup(requestedName: string): ArtworkLookup {
    const match = REQUESTED_NAME.exec(requestedName);
    const file = match ? this.files.get(`${match[1]}${match[3]}`) : undefined;
    if (!match || !file) return { kind: 'missing' };
    if (match[2] === file.hash) return { kind: 'file', file };
    return { kind: 'moved', url: `${CATALOGUE_URL_PREFIX}${file.hashedName}` };
  }

  /** The artwork of a stem (`villa-sardinero-exterior`), whatever its extension; undefined when none. */
  withStem(stem: string): ArtworkFile | undefined {
    return this.byStem.get(stem);
  }
}

/** The URL a sample item records for one of the shipped images, e.g. `villa-sardinero-exterior.svg`. */
export function catalogueArtworkUrl(name: string, dir: string = CATALOGUE_ASSETS_DIR): string {
  return `${CATALOGUE_URL_PREFIX}${hashedNameOf(name, readFileSync(path.join(dir, name))).hashedName}`;
}
