import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { inquiryDecider, inquiryStreamId } from '../../domain/inquiry';
import { SendInquiryCommand } from './send-inquiry.command';

/**
 * Records an inquiry. The sender's account, when they are signed in, is the actor of the event's metadata
 * (the access policy of the route identifies the caller); the content holds no account data beyond what
 * they typed.
 */
@CommandHandler(SendInquiryCommand)
export class SendInquiryHandler implements ICommandHandler<SendInquiryCommand, { inquiryId: string }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendInquiryCommand): Promise<{ inquiryId: string }> {
    const { inquiryId } = command;
    await this.runner.run({
      streamId: inquiryStreamId(inquiryId),
      decider: inquiryDecider,
      command: {
        type: 'SendInquiry',
        ...command.content,
        inquiryId,
        sentAt: this.clock.now().toISOString(),
      },
    });
    return { inquiryId };
  }
}
