import { DetailsRequest } from '../details-request.dto';
import { ExperienceDetailsInputDto } from '../offering-details.request.dto';

export class CreateExperienceRequestDto extends DetailsRequest(ExperienceDetailsInputDto) {}
