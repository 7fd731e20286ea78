import { Query } from '@nestjs/cqrs';
import type { ExperienceType } from '../../domain/catalogue-enums';
import type { ExperienceListDto } from './experience.dto';

export class ListExperiencesQuery extends Query<ExperienceListDto> {
  constructor(readonly type?: ExperienceType) {
    super();
  }
}
