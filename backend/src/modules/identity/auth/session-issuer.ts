import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../platform/commands/decider-runner';
import { ApiError } from '../../../platform/http/api-error';
import { Clock } from '../../../platform/time/clock';
import { SESSION_POLICY } from '../domain/session-policy';
import { userDecider } from '../domain/user.decider';
import { userStreamId } from '../domain/user.events';
import { CurrentUserDto } from '../queries/get-current-user/current-user.dto';
import { userLookup } from '../read-models/user-lookup';
import { AccessTokens } from './access-tokens';
import { knownDevices } from './known-devices';
import { newSecureToken } from './secure-token';
import { SessionStore, type StartedSession } from './session-store';
import type { SessionResponseDto } from './session-response.dto';
import { describeBrowser, type SignInDevice } from './sign-in-device';

/** A session as the HTTP layer hands it out: the body, and the refresh token for the cookie. */
export interface IssuedSession {
  body: SessionResponseDto;
  session: StartedSession;
  /** The device cookie to set: a browser that came without one gets its own at sign-in. */
  newDeviceToken?: string;
}

/** Starts and renews sessions and answers with an access token and the account as it is now. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accessTokens: AccessTokens,
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
    private readonly em: EntityManager,
  ) {}

  /**
   * Opens a session for an account that has just proven who it is, from the browser it signed in with. In one
   * transaction: the session, the device noted as known to the account and, when a staff account signs in
   * from a device new to it, `StaffSignedInFromNewDevice` (its mail follows through the job reactor).
   */
  async open(userId: string, remember: boolean, device: SignInDevice): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const deviceToken = device.deviceToken ?? newSecureToken();
    const browser = describeBrowser(device.userAgent);
    let started: StartedSession | undefined;
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      retryOnConflict: true,
      command: async (em) => {
        const recognition = await knownDevices.recognise(em, userId, device.deviceToken);
        return {
          type: 'NoteSignIn' as const,
          sessionId,
          deviceKnown: recognition.known,
          accountHasDevices: recognition.accountHasDevices,
          browser: browser.browser,
          os: browser.os,
          at: this.clock.now().toISOString(),
        };
      },
      inTransaction: async (em) => {
        started = await this.sessions.start(em, { sessionId, userId, remember, browser });
        await knownDevices.remember(em, userId, deviceToken, this.clock.now());
      },
    });
    const issued = await this.answer(userId, started as StartedSession);
    return device.deviceToken ? issued : { ...issued, newDeviceToken: deviceToken };
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
