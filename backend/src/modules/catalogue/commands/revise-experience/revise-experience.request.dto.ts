import { ExperienceDetailsInputDto } from '../offering-details.request.dto';
import { RevisionRequest } from '../details-request.dto';

export class ReviseExperienceRequestDto extends RevisionRequest(ExperienceDetailsInputDto) {}
