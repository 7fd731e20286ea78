import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '../../../platform/http/roles';
import { Clock } from '../../../platform/time/clock';
import { SESSION_POLICY } from '../domain/session-policy';

/** What an access token says. `role` is a hint for the SPA's menus; the API never trusts it. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: Role;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

/** The algorithm is pinned on both sides: signing and verification accept HS256 only. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  /** A signed 15-minute access token for the session (issuer, audience and key from the JwtModule). */
  issue(input: { userId: string; sessionId: string; role: Role }): {
    accessToken: string;
    expiresIn: number;
  } {
    const accessToken = this.jwt.sign(
      { sub: input.userId, sid: input.sessionId, role: input.role, iat: this.clock.nowSeconds() },
      { expiresIn: SESSION_POLICY.accessTokenSeconds },
    );
    return { accessToken, expiresIn: SESSION_POLICY.accessTokenSeconds };
  }
}
