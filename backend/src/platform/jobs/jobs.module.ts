import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../projections/projection-registry';
import { JobQueues } from './job-queues';
import { JobReactor } from './job-reactor';
import { JobWorkers } from './job-workers';

@Global()
@Module({ providers: [JobQueues, JobReactor, JobWorkers], exports: [JobQueues, JobReactor, JobWorkers] })
export class JobsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly reactor: JobReactor,
  ) {}

  onModuleInit(): void {
    this.registry.registerProcessor(this.reactor);
  }
}
