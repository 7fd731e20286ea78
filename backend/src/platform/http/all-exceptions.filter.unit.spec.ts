import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { StreamVersionConflictError } from '../event-store/stream-version-conflict.error';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { validationFailed } from './api-error';

function respond(exception: unknown, url = '/api/things') {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({
      getRequest: () => ({ id: 'req-42', method: 'GET', url }),
      getResponse: () => reply,
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter(null).catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('turns a stale expected version into 409 version_conflict', () => {
    const sent = respond(new StreamVersionConflictError('property-x', 2, 3));
    expect(sent.status).toBe(409);
    expect(sent.body).toEqual({
      error: { code: 'version_conflict', message: expect.stringContaining('Reload') },
    });
  });

  it.each([
    ['invalid', 422],
    ['not_found', 404],
    ['conflict', 409],
    ['forbidden', 403],
  ] as const)('maps a %s domain error to %i with its code', (kind, status) => {
    const sent = respond(new DomainError(kind, 'some_rule', 'A rule was broken'));
    expect(sent).toEqual({ status, body: { error: { code: 'some_rule', message: 'A rule was broken' } } });
  });

  it('keeps the field details of a validation error', () => {
    const sent = respond(validationFailed([{ field: 'email', code: 'invalid_email', message: 'bad' }]));
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ error: { code: 'validation_failed', details: [{ field: 'email' }] } });
  });

  it('gives Nest HTTP errors a stable code', () => {
    expect(respond(new BadRequestException('nope')).body).toEqual({
      error: { code: 'bad_request', message: 'nope' },
    });
    expect(respond(new NotFoundException(), '/api/x?y=1').body).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/x' },
    });
  });

  it('hides an unexpected error behind a 500 with the request id and no stack trace', () => {
    const sent = respond(new TypeError('cannot read properties of undefined (secret detail)'));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      error: { code: 'internal_error', message: expect.any(String), requestId: 'req-42' },
    });
    expect(JSON.stringify(sent.body)).not.toContain('secret detail');
  });
});
