import { mailFailure } from './mail-failure';

const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error(`${responseCode ?? ''} 5.1.1 <ana@example.com>: no such user`), {
    code,
    responseCode,
  });

describe('mailFailure', () => {
  it('takes a refused recipient or message for good, without the text that names the recipient', () => {
    expect(mailFailure(smtpError('EENVELOPE', 550))).toEqual({
      code: 'EENVELOPE 550',
      answered: true,
      permanent: true,
      fromTransport: true,
    });
    expect(mailFailure(smtpError('EMESSAGE', 554))).toMatchObject({ permanent: true });
  });

  it('retries what may change: a 4xx, a failed login, a refused or lost connection', () => {
    expect(mailFailure(smtpError('EMESSAGE', 451))).toEqual({
      code: 'EMESSAGE 451',
      answered: true,
      permanent: false,
      fromTransport: true,
    });
    expect(mailFailure(smtpError('EAUTH', 535))).toMatchObject({ answered: true, permanent: false });
    expect(mailFailure(smtpError('ESOCKET'))).toEqual({
      code: 'ESOCKET',
      answered: false,
      permanent: false,
      fromTransport: true,
    });
    expect(mailFailure(smtpError('ETIMEDOUT'))).toMatchObject({ answered: false, permanent: false });
    expect(mailFailure(new TypeError('boom'))).toEqual({
      code: 'TypeError',
      answered: false,
      permanent: false,
      fromTransport: false,
    });
  });
});
