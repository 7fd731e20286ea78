import { Command } from '@nestjs/cqrs';
import type { InquiryContent } from '../../domain/inquiry';

export class SendInquiryCommand extends Command<{ inquiryId: string }> {
  constructor(readonly content: InquiryContent) {
    super();
  }
}
