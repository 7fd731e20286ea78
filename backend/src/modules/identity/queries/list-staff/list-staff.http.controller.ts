import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { ListStaffQuery } from './list-staff.query';
import { StaffMemberDto } from './staff-member.dto';

@ApiTags('users')
@Controller('admin/staff')
export class ListStaffController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'The active admins and owners, to give a viewing, an inquiry or a booking to' })
  @ApiOkResponse({ type: StaffMemberDto, isArray: true })
  list(): Promise<StaffMemberDto[]> {
    return this.queries.execute(new ListStaffQuery());
  }
}
