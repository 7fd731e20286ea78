import { Query } from '@nestjs/cqrs';
import type { ViewingStatus } from '../../domain/viewing.events';
import type { AdminViewingListDto } from './admin-viewing.dto';

export interface ViewingFilters {
  status?: ViewingStatus;
  propertyId?: string;
  agentId?: string;
  from?: string;
  to?: string;
}

export class ListViewingsQuery extends Query<AdminViewingListDto> {
  constructor(readonly filters: ViewingFilters) {
    super();
  }
}
