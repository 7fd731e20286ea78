import { Global, Module } from '@nestjs/common';
import { EventSchemas } from './event-schemas';
import { EventStore } from './event-store';

@Global()
@Module({ providers: [EventSchemas, EventStore], exports: [EventSchemas, EventStore] })
export class EventStoreModule {}
