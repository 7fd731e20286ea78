import { ServiceDetailsInputDto } from '../offering-details.request.dto';
import { RevisionRequest } from '../details-request.dto';

export class ReviseServiceRequestDto extends RevisionRequest(ServiceDetailsInputDto) {}
