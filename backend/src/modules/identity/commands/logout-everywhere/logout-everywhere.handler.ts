import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionStore } from '../../auth/session-store';
import { LogoutEverywhereCommand } from './logout-everywhere.command';

@CommandHandler(LogoutEverywhereCommand)
export class LogoutEverywhereHandler implements ICommandHandler<LogoutEverywhereCommand, void> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly em: EntityManager,
  ) {}

  async execute(command: LogoutEverywhereCommand): Promise<void> {
    await this.sessions.revokeAll(this.em.fork(), command.userId, 'logout_all');
  }
}
