import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ExperienceCountsDto,
  PropertyCountsDto,
  ServiceCountsDto,
} from '../../../catalogue/queries/count-catalogue/catalogue-counts.dto';
import { UserCountsDto } from '../../../identity/queries/count-users/user-counts.dto';

export class DashboardDto {
  @ApiProperty({ type: () => PropertyCountsDto }) properties: PropertyCountsDto;
  @ApiProperty({ type: () => ServiceCountsDto }) services: ServiceCountsDto;
  @ApiProperty({ type: () => ExperienceCountsDto }) experiences: ExperienceCountsDto;
  @ApiPropertyOptional({ type: () => UserCountsDto, description: 'Owners only; absent for admins' })
  users?: UserCountsDto;
}
