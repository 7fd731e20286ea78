import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../../../../platform/http/access-policy';
import { sanitizeDisplayName } from '../../domain/image-rules';
import { IMAGE_FIELD, readImageUpload } from './read-image-upload';
import { UploadImageCommand } from './upload-image.command';
import { UploadedImageDto, toUploadedImageDto } from './uploaded-image.dto';

@ApiTags('admin: media')
@Controller('admin/media')
export class UploadImageController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload a catalogue image (ImageUploaded): variants 480, 960 and 1600 px wide, WebP and AVIF',
    description:
      'JPEG, PNG, WebP, AVIF or GIF (first frame), recognised by content; up to 10 MB and 40 megapixels. ' +
      'Rotated by EXIF, metadata removed, never enlarged. AVIF variants are kept when each is smaller than ' +
      'the WebP of its width.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMAGE_FIELD],
      properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'file_required, single_image_required, malformed_upload' })
  @ApiPayloadTooLargeResponse({ description: 'image_too_large: over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'unsupported_image: not a JPEG, PNG, WebP, AVIF or GIF' })
  @ApiUnprocessableEntityResponse({ description: 'image_too_large_dimensions: over 40 megapixels' })
  async upload(@Req() request: FastifyRequest): Promise<UploadedImageDto> {
    const upload = await readImageUpload(request);
    const image = await this.commands.execute(
      new UploadImageCommand(upload.bytes, sanitizeDisplayName(upload.fileName)),
    );
    return toUploadedImageDto(image);
  }
}
