import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  deliverMails,
  linkToken,
  login,
  register,
  type SignedIn,
} from '../support/accounts';

describe('the account: profile, password change, e-mail change', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let hans: SignedIn;
  let mailsSoFar = 0;
  const nextMail = async () => (await deliverMails(api, smtp, ++mailsSoFar))[mailsSoFar - 1];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port) } });
    hans = await register(api, 'hans@example.de', { firstName: 'Hans', lastName: 'Becker', language: 'de' });
    expect((await nextMail()).subject).toBe('Willkommen bei Costa Cantabria Luxury');
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('shows the profile and records only the fields that changed', async () => {
    const profile = await api.http().get('/api/account/profile').set(bearer(hans)).expect(200);
    expect(profile.body).toMatchObject({
      email: 'hans@example.de',
      firstName: 'Hans',
      lastName: 'Becker',
      displayName: null,
      phone: null,
      language: 'de',
      newsletter: false,
      role: 'user',
      pendingEmail: null,
    });
    const updated = await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(hans))
      .send({ displayName: 'Hans B.', phone: '+49 30 1234567', newsletter: true, firstName: 'Hans' })
      .expect(200);
    expect(updated.body).toMatchObject({ displayName: 'Hans B.', phone: '+49 30 1234567', newsletter: true });
    const [event] = (await api.app
      .get(EventStore)
      .readHistory(api.app.get(EntityManager).fork(), { types: ['ProfileUpdated'] }, 1)) as {
      data: { changes: object };
    }[];
    // The newsletter choice is a consent of its own, recorded with where it was made.
    expect(event.data.changes).toEqual({ displayName: 'Hans B.', phone: '+49 30 1234567' });
    const [consent] = (await api.app
      .get(EventStore)
      .readHistory(api.app.get(EntityManager).fork(), { types: ['NewsletterConsentGiven'] }, 1)) as {
      data: object;
    }[];
    expect(consent.data).toMatchObject({ userId: hans.userId, source: 'settings' });

    const cleared = await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(hans))
      .send({ phone: null })
      .expect(200);
    expect(cleared.body.phone).toBeNull();
    const bad = await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(hans))
      .send({ firstName: null, language: 'fr', role: 'owner' })
      .expect(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'firstName',
      'language',
      'role',
    ]);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const otherDevice = await login(api, 'hans@example.de');
    const wrong = await api
      .http()
      .post('/api/account/password')
      .set(bearer(hans))
      .send({
        currentPassword: 'wrong-password',
        newPassword: 'Neue-Sichere-Passphrase-1',
        confirmPassword: 'Neue-Sichere-Passphrase-1',
      })
      .expect(422);
    expect(wrong.body.error).toMatchObject({
      code: 'invalid_current_password',
      details: [{ field: 'currentPassword', code: 'invalid_current_password' }],
    });
    const weak = await api
      .http()
      .post('/api/account/password')
      .set(bearer(hans))
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'passwort1', confirmPassword: 'passwort1' })
      .expect(422);
    expect(weak.body.error.code).toBe('weak_password');
    expect(weak.body.error.details).toEqual([
      expect.objectContaining({ field: 'newPassword', code: 'weak_password_common' }),
    ]);
    // The account's own names, run together: refused, with the reason in the language asked for.
    const personal = await api
      .http()
      .post('/api/account/password')
      .set(bearer(hans))
      .set('Accept-Language', 'de')
      .send({
        currentPassword: STRONG_PASSWORD,
        newPassword: 'BeckerHans1985',
        confirmPassword: 'BeckerHans1985',
      })
      .expect(422);
    expect(personal.body.error.details).toEqual([
      {
        field: 'newPassword',
        code: 'weak_password_personal',
        message:
          'Das Passwort enthält Ihren Namen, Ihre E-Mail-Adresse oder den Namen der Agentur. Bitte wählen Sie eines, das sich nicht aus Ihren Angaben ableiten lässt.',
      },
    ]);

    await api
      .http()
      .post('/api/account/password')
      .set(bearer(hans))
      .send({
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Neue-Sichere-Passphrase-1',
        confirmPassword: 'Neue-Sichere-Passphrase-1',
      })
      .expect(204);
    await api.http().get('/api/auth/me').set(bearer(hans)).expect(200);
    await api.http().get('/api/auth/me').set(bearer(otherDevice)).expect(401);
    await login(api, 'hans@example.de', 'Neue-Sichere-Passphrase-1');
    expect((await nextMail()).subject).toBe('Ihr Passwort wurde geändert');
  });

  it('moves the account to a new address once the link sent there is followed', async () => {
    const password = 'Neue-Sichere-Passphrase-1';
    const wrongPassword = await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'hans.becker@example.de', currentPassword: 'nope' })
      .expect(422);
    expect(wrongPassword.body.error.code).toBe('invalid_current_password');
    const same = await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'HANS@example.de', currentPassword: password })
      .expect(422);
    expect(same.body.error.code).toBe('email_unchanged');
    await register(api, 'taken@example.de');
    expect((await nextMail()).to).toBe('taken@example.de'); // its welcome mail, out of the way
    const taken = await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'taken@example.de', currentPassword: password })
      .expect(409);
    expect(taken.body.error.code).toBe('email_taken');

    await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'Hans.Becker@example.de', currentPassword: password })
      .expect(202);
    const profile = await api.http().get('/api/account/profile').set(bearer(hans)).expect(200);
    expect(profile.body).toMatchObject({ email: 'hans@example.de', pendingEmail: 'hans.becker@example.de' });

    const mail = await nextMail();
    expect(mail.to).toBe('hans.becker@example.de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
    const confirmed = await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(mail) })
      .expect(200);
    expect(confirmed.body).toEqual({ email: 'hans.becker@example.de', purpose: 'email_change' });

    const after = await api.http().get('/api/account/profile').set(bearer(hans)).expect(200);
    expect(after.body).toMatchObject({
      email: 'hans.becker@example.de',
      emailVerified: true,
      pendingEmail: null,
    });
    await login(api, 'hans.becker@example.de', password);
    await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'hans@example.de', password })
      .expect(401);
  });

  it('voids an e-mail change link once a newer change was asked for', async () => {
    const password = 'Neue-Sichere-Passphrase-1';
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'first-choice@example.de', currentPassword: password })
      .expect(202);
    const first = await nextMail();
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(hans))
      .send({ newEmail: 'second-choice@example.de', currentPassword: password })
      .expect(202);
    await nextMail();
    const stale = await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(first) })
      .expect(422);
    expect(stale.body.error.code).toBe('invalid_token');
  });

  it('rebuilds the users read model from the events to the same rows', async () => {
    const em = api.app.get(EntityManager).fork();
    const snapshot = () => em.execute('select * from identity_users order by id');
    const live = await snapshot();
    expect(live.length).toBe(2);
    await api.app.get(ProjectionRebuilder).rebuild();
    expect(await snapshot()).toEqual(live);
  });
});
