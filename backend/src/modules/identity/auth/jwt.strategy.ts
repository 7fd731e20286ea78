import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy, type JwtFromRequestFunction } from 'passport-jwt';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { ACCESS_TOKEN_STRATEGY } from '../../../platform/http/access-policy.guard';
import { ApiError } from '../../../platform/http/api-error';
import type { Principal } from '../../../platform/http/principal';
import { requestContext } from '../../../platform/http/request-context';
import { Clock } from '../../../platform/time/clock';
import { ACCESS_TOKEN_ALGORITHM, type AccessTokenClaims } from './access-tokens';
import { SessionStore } from './session-store';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * The bearer token when its payload is a JSON object, as every token the API issues has; anything else is no
 * token (401, or anonymous where a token is optional). jsonwebtoken reads the claims of a validly signed token
 * whose payload is `null` as if it were an object, and its TypeError would be a 500.
 */
function accessToken(request: Parameters<JwtFromRequestFunction>[0]): string | null {
  const token = bearerToken(request);
  const payload = token?.split('.')[1];
  if (!token || !payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? token : null;
  } catch {
    return null;
  }
}

/**
 * Bearer access tokens: the signature (HS256 only, never `none` or another algorithm), `iss`, `aud` and
 * `exp` are checked by jsonwebtoken; `exp` once more against the product's clock (tests move it). Then the
 * session and the account are loaded as they are now: a revoked session, a disabled account or a changed
 * role count from the very next request, whatever the token says.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: accessToken,
      secretOrKey: config.auth.jwtSecret,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: config.auth.jwtIssuer,
      audience: config.auth.jwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<Principal> {
    if (typeof claims.exp !== 'number' || claims.exp <= this.clock.nowSeconds()) {
      throw new ApiError(401, 'token_expired', 'The access token has expired.');
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
      throw new ApiError(401, 'unauthenticated', 'Sign in to do this.');
    }
    const account = await this.sessions.authenticate(claims.sid, claims.sub);
    requestContext.setActor(account.userId);
    return account;
  }
}
