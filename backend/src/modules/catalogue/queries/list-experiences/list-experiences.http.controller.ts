import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { ExperienceListDto } from './experience.dto';
import { ListExperiencesQuery } from './list-experiences.query';
import { ListExperiencesRequestDto } from './list-experiences.request.dto';

@ApiTags('catalogue')
@Controller('experiences')
export class ListExperiencesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @TextsForReader()
  @ApiOperation({ summary: 'Experiences, optionally only basic or only VIP' })
  @ApiOkResponse({ type: ExperienceListDto })
  @ApiBadRequestResponse({ description: 'validation_failed: type is neither basic nor vip' })
  list(@Query() request: ListExperiencesRequestDto): Promise<ExperienceListDto> {
    return this.queries.execute(new ListExperiencesQuery(request.type));
  }
}
