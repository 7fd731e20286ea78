import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { UploadImageController } from './commands/upload-image/upload-image.http.controller';
import { UploadImageHandler } from './commands/upload-image/upload-image.handler';
import { VariantFiles } from './commands/upload-image/variant-files';
import { mediaImageEvents } from './domain/media-image';
import { defineMediaErrorMessages } from './media-error-messages';
import { MediaImageReadModel, mediaImagesProjection } from './read-models/media-image.read-model';

/**
 * Images staff upload for the catalogue, stored as WebP variants (and AVIF ones where smaller) under MEDIA_DIR
 * and served at /media/uploads/.
 */
@Module({
  imports: [MikroOrmModule.forFeature([MediaImageReadModel])],
  controllers: [UploadImageController],
  providers: [UploadImageHandler, VariantFiles],
})
export class MediaModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    defineMediaErrorMessages();
    this.eventSchemas.register(mediaImageEvents);
    this.projections.registerInline(mediaImagesProjection);
  }
}
