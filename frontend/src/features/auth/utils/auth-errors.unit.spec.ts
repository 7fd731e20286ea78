import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-client';
import { authErrorMessage } from './auth-errors';

/** Returns the key it was asked for, so the tests read which text was chosen. */
const t = ((key: string) => key) as unknown as TFunction;

function refused(status: number, code: string, details: { field: string; code: string }[] = []) {
  return new ApiError({
    kind: 'http',
    status,
    code,
    message: `server says ${code}`,
    details: details.map((detail) => ({ ...detail, message: detail.code })),
  });
}

describe('messages of the sign-in, registration and recovery forms (spec section 8)', () => {
  it('uses one message for an unknown address and a wrong password', () => {
    expect(authErrorMessage(refused(401, 'invalid_credentials'), 'login', t)).toBe(
      'auth:errors.invalidCredentials',
    );
  });

  it('maps the stable codes of the API', () => {
    expect(authErrorMessage(refused(409, 'email_taken'), 'register', t)).toBe('auth:errors.emailInUse');
    expect(authErrorMessage(refused(422, 'weak_password'), 'register', t)).toBe('auth:errors.weakPassword');
    expect(authErrorMessage(refused(403, 'account_disabled'), 'login', t)).toBe('auth:errors.userDisabled');
    expect(authErrorMessage(refused(429, 'too_many_requests'), 'reset', t)).toBe(
      'auth:errors.tooManyRequests',
    );
    expect(authErrorMessage(refused(422, 'expired_token'), 'newPassword', t)).toBe(
      'auth:errors.expiredToken',
    );
  });

  it('says "invalid e-mail" when the API refused the address', () => {
    const error = refused(400, 'validation_failed', [{ field: 'email', code: 'invalid_email' }]);
    expect(authErrorMessage(error, 'login', t)).toBe('auth:errors.invalidEmail');
    const other = refused(400, 'validation_failed', [{ field: 'phone', code: 'invalid_phone' }]);
    expect(authErrorMessage(other, 'register', t)).toBe('auth:errors.checkFields');
  });

  it('has its own network message for registration, and the unexpected ones per form', () => {
    const offline = new ApiError({ kind: 'network', status: 0, code: 'network_error', message: 'x' });
    expect(authErrorMessage(offline, 'register', t)).toBe('auth:errors.networkRegister');
    expect(authErrorMessage(offline, 'login', t)).toBe('auth:errors.network');
    expect(authErrorMessage(refused(500, 'internal_error'), 'login', t)).toBe('auth:errors.unexpected.login');
    expect(authErrorMessage(new Error('boom'), 'reset', t)).toBe('auth:errors.unexpected.reset');
  });

  it('passes any other refusal through with the API’s own (translated) message', () => {
    expect(authErrorMessage(refused(403, 'csrf_check_failed'), 'login', t)).toBe(
      'server says csrf_check_failed',
    );
  });
});
