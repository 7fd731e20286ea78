import { mkdir } from 'node:fs/promises';
import { create, extract } from 'tar';

/**
 * Folders of MEDIA_DIR made again on demand (link previews, the portals' JPEGs), and the hidden folders an
 * upload writes before renaming them into place: none belongs in a backup.
 */
const DERIVED = /^(social|jpeg)(\/|$)|(^|\/)\.incoming-/;

/** MEDIA_DIR as a gzip'd tar, without what is derived; an empty archive when the folder does not exist. */
export async function archiveMedia(mediaDir: string, file: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  await create(
    {
      gzip: true,
      file,
      cwd: mediaDir,
      portable: true,
      filter: (entry) => !DERIVED.test(entry.replace(/^\.\//, '')),
    },
    ['.'],
  );
}

export async function extractMedia(file: string, mediaDir: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  await extract({ file, cwd: mediaDir });
}
