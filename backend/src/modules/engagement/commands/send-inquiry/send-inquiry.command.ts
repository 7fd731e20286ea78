import { randomUUID } from 'node:crypto';
import { Command } from '@nestjs/cqrs';
import type { InquiryContent } from '../../domain/inquiry';

export class SendInquiryCommand extends Command<{ inquiryId: string }> {
  /** `inquiryId`: a new one, unless the seed names it (a second seed then adds nothing). */
  constructor(
    readonly content: InquiryContent,
    readonly inquiryId: string = randomUUID(),
  ) {
    super();
  }
}
