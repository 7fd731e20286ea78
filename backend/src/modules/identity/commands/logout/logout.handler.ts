import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionStore } from '../../auth/session-store';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, void> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly em: EntityManager,
  ) {}

  async execute(command: LogoutCommand): Promise<void> {
    const sessionId = command.refreshToken ? await this.sessions.sessionOf(command.refreshToken) : null;
    if (sessionId) await this.sessions.revoke(this.em.fork(), sessionId, 'logout');
  }
}
