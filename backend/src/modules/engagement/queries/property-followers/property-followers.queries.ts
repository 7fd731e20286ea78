import { Query } from '@nestjs/cqrs';
import type {
  FollowerCountListDto,
  MostFollowedListDto,
  PropertyFollowerListDto,
} from './property-followers.dto';

export class CountFollowersQuery extends Query<FollowerCountListDto> {}

export class ListMostFollowedQuery extends Query<MostFollowedListDto> {
  constructor(readonly limit: number) {
    super();
  }
}

export class ListPropertyFollowersQuery extends Query<PropertyFollowerListDto> {
  constructor(readonly propertyId: string) {
    super();
  }
}
