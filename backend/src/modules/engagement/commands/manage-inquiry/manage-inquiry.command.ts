import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { InquiryCommand } from '../../domain/inquiry';

/** A command on a sent inquiry as a caller states it: the handler adds the time. */
export type InquiryChange =
  Exclude<InquiryCommand, { type: 'SendInquiry' }> extends infer C
    ? C extends unknown
      ? Omit<C, 'at'>
      : never
    : never;

/** Staff work on an inquiry (status, assignment, notes, replies), its client reads it, or it joins an account. */
export class ManageInquiryCommand extends Command<CommandResult> {
  constructor(readonly change: InquiryChange) {
    super();
  }
}
