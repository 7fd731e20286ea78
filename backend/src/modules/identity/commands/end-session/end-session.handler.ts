import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { SessionStore } from '../../auth/session-store';
import { EndSessionCommand } from './end-session.command';

/** Another account's session answers as an unknown one: the list never tells what exists elsewhere. */
@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand, void> {
  constructor(private readonly sessions: SessionStore) {}

  async execute(command: EndSessionCommand): Promise<void> {
    if (!(await this.sessions.endOwn(command.userId, command.sessionId))) {
      throw new DomainError('not_found', 'session_not_found', 'This session does not exist.');
    }
  }
}
