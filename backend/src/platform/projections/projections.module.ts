import { Global, Module } from '@nestjs/common';
import { ProcessorRunner } from './processor-runner';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';

@Global()
@Module({
  providers: [ProjectionRegistry, ProcessorRunner, ProjectionRebuilder],
  exports: [ProjectionRegistry, ProcessorRunner, ProjectionRebuilder],
})
export class ProjectionsModule {}
