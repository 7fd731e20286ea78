import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { GetPipelineBoardQuery } from './get-pipeline-board.query';
import { GetPipelineBoardRequestDto } from './get-pipeline-board.request.dto';
import { PipelineBoardDto } from './pipeline-board.dto';

@ApiTags('admin: pipeline')
@Controller('admin/pipeline')
export class GetPipelineBoardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'The deal pipeline: per stage the count and the latest 50 deals, with the filters',
  })
  @ApiOkResponse({ type: PipelineBoardDto })
  @ApiBadRequestResponse({ description: 'validation_failed: an unknown stage, an agent that is no id' })
  get(@Query() query: GetPipelineBoardRequestDto): Promise<PipelineBoardDto> {
    return this.queries.execute(
      new GetPipelineBoardQuery({ agent: query.agent, area: query.area }, query.stage),
    );
  }
}
