import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { GetProfileQuery } from '../../queries/get-profile/get-profile.query';
import { ProfileDto } from '../../queries/get-profile/profile.dto';
import { UpdateProfileCommand } from './update-profile.command';
import { UpdateProfileRequestDto } from './update-profile.request.dto';

@ApiTags('account')
@Controller('account')
export class UpdateProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch('profile')
  @Authenticated()
  @ApiOperation({ summary: 'Edit personal info, contact info and preferences (language, newsletter)' })
  @ApiOkResponse({ type: ProfileDto, description: 'The profile after the change' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Body() body: UpdateProfileRequestDto,
  ): Promise<ProfileDto> {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    await this.commands.execute(new UpdateProfileCommand(principal.userId, changes));
    return this.queries.execute(new GetProfileQuery(principal.userId));
  }
}
