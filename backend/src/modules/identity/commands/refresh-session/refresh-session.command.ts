import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../auth/session-issuer';

/** Spends the refresh token of the cookie and issues the next one with a new access token. */
export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
