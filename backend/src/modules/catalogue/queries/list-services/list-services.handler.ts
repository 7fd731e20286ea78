import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ServiceReadModel } from '../../read-models/offering.read-models';
import { ListServicesQuery } from './list-services.query';
import { ServiceDto, type ServiceListDto } from './service.dto';

@QueryHandler(ListServicesQuery)
export class ListServicesHandler implements IQueryHandler<ListServicesQuery, ServiceListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListServicesQuery): Promise<ServiceListDto> {
    const rows = await this.em
      .fork()
      .find(ServiceReadModel, query.premium === undefined ? {} : { premium: query.premium }, {
        orderBy: { position: 'asc', id: 'asc' },
      });
    return { items: rows.map((row) => ServiceDto.from(row)) };
  }
}
