import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { inquiryDecider, inquiryStreamId } from '../../domain/inquiry';
import { SendInquiryCommand } from './send-inquiry.command';

@CommandHandler(SendInquiryCommand)
export class SendInquiryHandler implements ICommandHandler<SendInquiryCommand, { inquiryId: string }> {
  constructor(private readonly runner: DeciderRunner) {}

  async execute(command: SendInquiryCommand): Promise<{ inquiryId: string }> {
    const inquiryId = randomUUID();
    await this.runner.run({
      streamId: inquiryStreamId(inquiryId),
      decider: inquiryDecider,
      command: { ...command.content, inquiryId, sentAt: new Date().toISOString() },
    });
    return { inquiryId };
  }
}
