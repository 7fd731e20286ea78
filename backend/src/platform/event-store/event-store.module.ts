import { Global, Module } from '@nestjs/common';
import { EventSchemas } from './event-schemas';
import { PersonalData } from '../privacy/personal-data';
import { EventStore } from './event-store';

@Global()
@Module({
  providers: [EventSchemas, PersonalData, EventStore],
  exports: [EventSchemas, PersonalData, EventStore],
})
export class EventStoreModule {}
