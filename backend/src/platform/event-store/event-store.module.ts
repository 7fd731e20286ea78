import { Global, Module } from '@nestjs/common';
import { EventSchemas } from './event-schemas';
import { ErasureLedger } from '../privacy/erasure-ledger';
import { PersonalData } from '../privacy/personal-data';
import { EventStore } from './event-store';

@Global()
@Module({
  providers: [EventSchemas, PersonalData, ErasureLedger, EventStore],
  exports: [EventSchemas, PersonalData, ErasureLedger, EventStore],
})
export class EventStoreModule {}
