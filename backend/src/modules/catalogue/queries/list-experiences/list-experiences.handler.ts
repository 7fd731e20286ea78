import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ExperienceReadModel } from '../../read-models/offering.read-models';
import { ExperienceDto, type ExperienceListDto } from './experience.dto';
import { ListExperiencesQuery } from './list-experiences.query';

@QueryHandler(ListExperiencesQuery)
export class ListExperiencesHandler implements IQueryHandler<ListExperiencesQuery, ExperienceListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListExperiencesQuery): Promise<ExperienceListDto> {
    const rows = await this.em.fork().find(ExperienceReadModel, query.type ? { type: query.type } : {}, {
      orderBy: { position: 'asc', id: 'asc' },
    });
    return { items: rows.map((row) => ExperienceDto.from(row)) };
  }
}
