import { PropertyDetailsInputDto } from '../property-details.request.dto';
import { RevisionRequest } from '../details-request.dto';

export class RevisePropertyRequestDto extends RevisionRequest(PropertyDetailsInputDto) {}
