import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { InlineProjection } from '../../../platform/projections/projection';
import { mediaImageEvents, type ImageVariant, type MediaImageEvent } from '../domain/media-image';

/** Uploaded images as the back office lists them. */
@Entity({ tableName: 'media_images' })
export class MediaImageReadModel {
  @PrimaryKey({ type: 'uuid' }) id: string;
  @Property({ type: 'text', fieldName: 'content_type' }) contentType: string;
  @Property({ type: 'integer' }) width: number;
  @Property({ type: 'integer' }) height: number;
  @Property({ type: 'integer', fieldName: 'original_bytes' }) originalBytes: number;
  /** Each width's WebP size and AVIF size (null: no AVIF, as for every image uploaded before AVIF variants). */
  @Property({ type: 'json' }) variants: ImageVariant[];
  @Property({ type: 'text', nullable: true, fieldName: 'display_name' }) displayName: string | null;
  @Property({ type: 'text', nullable: true, fieldName: 'uploaded_by' }) uploadedBy: string | null;
  @Property({ type: 'datetime', fieldName: 'uploaded_at' }) uploadedAt: Date;
}

export const mediaImagesProjection: InlineProjection<MediaImageEvent> = {
  name: 'media-images',
  eventTypes: mediaImageEvents.types,
  tables: ['media_images'],
  async apply(em, { data, metadata }) {
    await em.insert(MediaImageReadModel, {
      id: data.imageId,
      contentType: data.contentType,
      width: data.width,
      height: data.height,
      originalBytes: data.originalBytes,
      variants: data.variants,
      displayName: data.displayName,
      uploadedBy: metadata.actorId ?? null,
      uploadedAt: new Date(data.uploadedAt),
    });
  },
};
