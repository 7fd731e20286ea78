import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionIssuer, type IssuedSession } from '../../auth/session-issuer';
import { RefreshSessionCommand } from './refresh-session.command';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, IssuedSession> {
  constructor(private readonly sessions: SessionIssuer) {}

  execute(command: RefreshSessionCommand): Promise<IssuedSession> {
    return this.sessions.renew(command.refreshToken);
  }
}
