import { DetailsRequest } from '../details-request.dto';
import { ServiceDetailsInputDto } from '../offering-details.request.dto';

export class CreateServiceRequestDto extends DetailsRequest(ServiceDetailsInputDto) {}
