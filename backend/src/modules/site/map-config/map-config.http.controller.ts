import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { Public } from '../../../platform/http/access-policy';
import { SITE_FILE_CACHE } from '../site-addresses';
import { MapConfigDto } from './map-config.dto';

/** What the SPA's map needs from the installation, asked only when a map opens (it is not on first visits). */
@ApiTags('site')
@Controller('site/map-config')
export class MapConfigController {
  private readonly body: MapConfigDto;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.body = { styleUrl: config.map.styleUrl };
  }

  @Get()
  @Public()
  @Header('cache-control', SITE_FILE_CACHE)
  @ApiOperation({ summary: "The map's tile style (configuration: MAP_STYLE_URL)" })
  @ApiOkResponse({ type: MapConfigDto })
  mapConfig(): MapConfigDto {
    return this.body;
  }
}
