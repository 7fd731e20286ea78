import { Query } from '@nestjs/cqrs';
import type { StaffMemberDto } from './staff-member.dto';

/** The active admins and owners: who a viewing, an inquiry or a booking can be given to. */
export class ListStaffQuery extends Query<StaffMemberDto[]> {}
