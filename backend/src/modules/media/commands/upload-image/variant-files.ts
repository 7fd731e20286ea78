import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';

/**
 * The variants of an image on disk, in `MEDIA_DIR/uploads/<id>/<width>.webp`, and `<width>.avif` beside them
 * where the image has AVIF variants. They are written into a hidden folder first and renamed into place at
 * once, so the site never serves half an image.
 */
@Injectable()
export class VariantFiles {
  private readonly uploadsDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.uploadsDir = path.resolve(config.mediaDir, 'uploads');
  }

  async save(
    imageId: string,
    variants: readonly { width: number; data: Buffer; avif: Buffer | null }[],
  ): Promise<void> {
    const staging = path.join(this.uploadsDir, `.incoming-${randomUUID()}`);
    try {
      await mkdir(staging, { recursive: true });
      for (const variant of variants) {
        await writeFile(path.join(staging, `${variant.width}.webp`), variant.data, { flag: 'wx' });
        if (variant.avif) {
          await writeFile(path.join(staging, `${variant.width}.avif`), variant.avif, { flag: 'wx' });
        }
      }
      await rename(staging, this.folderOf(imageId));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  async remove(imageId: string): Promise<void> {
    await rm(this.folderOf(imageId), { recursive: true, force: true });
  }

  private folderOf(imageId: string): string {
    return path.join(this.uploadsDir, imageId);
  }
}
