import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '../../../platform/http/api-error';
import { SESSION_POLICY } from '../domain/session-policy';
import { CurrentUserDto } from '../queries/get-current-user/current-user.dto';
import { userLookup } from '../read-models/user-lookup';
import { AccessTokens } from './access-tokens';
import { SessionStore, type StartedSession } from './session-store';
import type { SignInDevice } from './sign-in-device';
import type { SessionResponseDto } from './session-response.dto';

/** A session as the HTTP layer hands it out: the body, and the refresh token for the cookie. */
export interface IssuedSession {
  body: SessionResponseDto;
  session: StartedSession;
}

/** Starts and renews sessions and answers with an access token and the account as it is now. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accessTokens: AccessTokens,
    private readonly em: EntityManager,
  ) {}

  /** Opens a session for an account that has just proven who it is, from the browser it signed in with. */
  async open(userId: string, remember: boolean, device: SignInDevice): Promise<IssuedSession> {
    return this.answer(userId, await this.sessions.start(userId, remember, device));
  }

  async renew(refreshToken: string): Promise<IssuedSession> {
    const session = await this.sessions.rotate(refreshToken);
    return this.answer(session.userId, session);
  }

  private async answer(userId: string, session: StartedSession): Promise<IssuedSession> {
    const user = await userLookup.byId(this.em.fork(), userId);
    if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in to do this.');
    const { accessToken, expiresIn } = this.accessTokens.issue({
      userId,
      sessionId: session.sessionId,
      role: user.role,
    });
    return {
      session,
      body: {
        accessToken,
        tokenType: 'Bearer',
        expiresIn,
        idleTimeoutSeconds: SESSION_POLICY.idleTimeoutSeconds,
        sessionExpiresAt: session.expiresAt.toISOString(),
        user: CurrentUserDto.from(user),
      },
    };
  }
}
