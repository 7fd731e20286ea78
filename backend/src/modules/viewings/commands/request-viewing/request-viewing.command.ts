import { Command } from '@nestjs/cqrs';
import type { Language } from '../../../../platform/i18n/languages';
import type { SlotInput } from '../../domain/viewing-slots';

export interface ViewingRequest {
  clientId: string;
  propertyId: string;
  slots: readonly SlotInput[];
  message: string;
  phone: string;
  language: Language;
}

export class RequestViewingCommand extends Command<{ viewingId: string }> {
  constructor(
    readonly request: ViewingRequest,
    /** A fixed id (the demo seed); a new one otherwise. */
    readonly viewingId?: string,
  ) {
    super();
  }
}
