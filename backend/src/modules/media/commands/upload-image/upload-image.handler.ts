import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { mediaImageDecider, mediaImageStreamId } from '../../domain/media-image';
import { renderImageVariants } from './image-variants';
import { UploadImageCommand, type UploadedImage } from './upload-image.command';
import { VariantFiles } from './variant-files';

/**
 * Renders the variants in memory, puts them on disk, then records `ImageUploaded`: the event never names
 * files that do not exist, and files whose event could not be appended are deleted again.
 */
@CommandHandler(UploadImageCommand)
export class UploadImageHandler implements ICommandHandler<UploadImageCommand, UploadedImage> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly files: VariantFiles,
    private readonly clock: Clock,
  ) {}

  async execute(command: UploadImageCommand): Promise<UploadedImage> {
    const image = await renderImageVariants(command.bytes);
    const imageId = randomUUID();
    const variants = image.variants.map(({ width, height, bytes, avifBytes }) => ({
      width,
      height,
      bytes,
      avifBytes,
    }));
    await this.files.save(imageId, image.variants);
    try {
      await this.runner.run({
        streamId: mediaImageStreamId(imageId),
        decider: mediaImageDecider,
        command: {
          imageId,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          originalBytes: command.bytes.length,
          variants,
          displayName: command.displayName,
          uploadedAt: this.clock.now().toISOString(),
        },
      });
    } catch (error) {
      await this.files.remove(imageId);
      throw error;
    }
    return { imageId, width: image.width, height: image.height, variants };
  }
}
