import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createOwner } from '../../src/modules/identity/seed/create-owner';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/identity/seed/demo-accounts';
import { startTestApi, type TestApi } from '../support/test-api';
import { CSRF, bearer, login, register, type SignedIn } from '../support/accounts';

const [OWNER, ADMIN, USER] = DEMO_ACCOUNTS;

describe('owners manage users; admins see counts', () => {
  let api: TestApi;
  let owner: SignedIn;
  let admin: SignedIn;
  let user: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    const created = await seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), api.config);
    expect(created).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    owner = await login(api, OWNER.email, OWNER.password);
    admin = await login(api, ADMIN.email, ADMIN.password);
    user = await login(api, USER.email, USER.password);
  });
  afterAll(() => api.close());

  it('seeds the demo accounts once, verified, and never in production', async () => {
    expect(await seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), api.config)).toEqual(
      [],
    );
    await expect(
      seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), { nodeEnv: 'production' }),
    ).rejects.toThrow('never created in production');
    const me = await api.http().get('/api/auth/me').set(bearer(owner)).expect(200);
    expect(me.body).toMatchObject({ email: OWNER.email, role: 'owner', emailVerified: true });
  });

  it('lists and searches users for owners only', async () => {
    await register(api, 'ines.garcia@example.com', { firstName: 'Inés', lastName: 'García' });
    const all = await api.http().get('/api/users').set(bearer(owner)).expect(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(all.body.items[0]).toMatchObject({
      email: 'ines.garcia@example.com',
      role: 'user',
      status: 'active',
    });
    expect(all.body.items.find((u: { email: string }) => u.email === OWNER.email).lastSignInAt).toEqual(
      expect.any(String),
    );

    const byName = await api
      .http()
      .get('/api/users')
      .query({ search: 'garcía' })
      .set(bearer(owner))
      .expect(200);
    expect(byName.body.items.map((u: { email: string }) => u.email)).toEqual(['ines.garcia@example.com']);
    const wildcard = await api.http().get('/api/users').query({ search: '%' }).set(bearer(owner)).expect(200);
    expect(wildcard.body.total).toBe(0);
    const admins = await api.http().get('/api/users').query({ role: 'admin' }).set(bearer(owner)).expect(200);
    expect(admins.body.items.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
    const paged = await api
      .http()
      .get('/api/users')
      .query({ pageSize: 2, page: 2 })
      .set(bearer(owner))
      .expect(200);
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(2);
    await api.http().get('/api/users').query({ pageSize: 500 }).set(bearer(owner)).expect(400);

    await api.http().get('/api/users').set(bearer(admin)).expect(403);
    await api.http().get('/api/users').set(bearer(user)).expect(403);
    await api.http().get('/api/users').expect(401);
  });

  it('shows admins and owners the counts, and nobody else', async () => {
    const counts = await api.http().get('/api/users/count').set(bearer(admin)).expect(200);
    expect(counts.body).toEqual({
      total: 4,
      active: 4,
      disabled: 0,
      emailVerified: 3,
      byRole: { user: 2, admin: 1, owner: 1 },
    });
    await api.http().get('/api/users/count').set(bearer(owner)).expect(200);
    const denied = await api.http().get('/api/users/count').set(bearer(user)).expect(403);
    expect(denied.body.error).toEqual({
      code: 'forbidden',
      message: 'Acceso Denegado - No tienes permisos para acceder a esta sección.',
    });
  });

  it('demotes at once: the same access token loses the admin rights on its next request', async () => {
    const { userId: adminId } = admin;
    await api.http().put(`/api/users/${adminId}/role`).set(bearer(owner)).send({ role: 'user' }).expect(204);
    await api.http().get('/api/users/count').set(bearer(admin)).expect(403);
    const me = await api.http().get('/api/auth/me').set(bearer(admin)).expect(200);
    expect(me.body.role).toBe('user');

    await api.http().put(`/api/users/${adminId}/role`).set(bearer(owner)).send({ role: 'admin' }).expect(204);
    await api.http().get('/api/users/count').set(bearer(admin)).expect(200);
  });

  it('disables at once: sessions end and sign-in is refused until enabled again', async () => {
    const target = await register(api, 'pablo@example.com');
    await api.http().post(`/api/users/${target.userId}/disable`).set(bearer(owner)).expect(204);

    const request = await api.http().get('/api/auth/me').set(bearer(target)).expect(401);
    expect(request.body.error.code).toBe('session_expired');
    await api.http().post('/api/auth/refresh').set(CSRF).set('Cookie', target.cookie).expect(401);
    const signIn = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'pablo@example.com', password: 'Acantilado-Verde-Sardinero-42' })
      .expect(403);
    expect(signIn.body.error).toEqual({
      code: 'account_disabled',
      message: 'Esta cuenta ha sido desactivada',
    });
    // A wrong password still says only "wrong": the state is told to whoever knows the password.
    const wrong = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'pablo@example.com', password: 'not-the-password' })
      .expect(401);
    expect(wrong.body.error.code).toBe('invalid_credentials');

    const listed = await api
      .http()
      .get('/api/users')
      .query({ status: 'disabled' })
      .set(bearer(owner))
      .expect(200);
    expect(listed.body.items.map((u: { email: string }) => u.email)).toEqual(['pablo@example.com']);

    await api.http().post(`/api/users/${target.userId}/enable`).set(bearer(owner)).expect(204);
    await login(api, 'pablo@example.com');
  });

  it('refuses what would lock the agency out, and unknown users', async () => {
    const own = await api
      .http()
      .put(`/api/users/${owner.userId}/role`)
      .set(bearer(owner))
      .send({ role: 'user' })
      .expect(409);
    expect(own.body.error.code).toBe('cannot_change_own_role');
    const self = await api.http().post(`/api/users/${owner.userId}/disable`).set(bearer(owner)).expect(409);
    expect(self.body.error.code).toBe('cannot_disable_self');
    const unknown = await api
      .http()
      .post('/api/users/7d4b2c1e-9a8f-4e3d-b2c1-0a9f8e7d6c5b/disable')
      .set(bearer(owner))
      .expect(404);
    expect(unknown.body.error.code).toBe('user_not_found');
    await api.http().post('/api/users/not-a-uuid/disable').set(bearer(owner)).expect(400);
    await api
      .http()
      .put(`/api/users/${user.userId}/role`)
      .set(bearer(owner))
      .send({ role: 'emperor' })
      .expect(400);
  });

  it('creates an owner from the command line, or promotes an existing account', async () => {
    const commands = api.app.get(CommandBus);
    const em = api.app.get(EntityManager);
    const password = async () => 'Dueña-De-La-Agencia-2026';
    expect(await createOwner(commands, em, { email: 'Duena@Example.com', password })).toBe('created');
    const signedIn = await login(api, 'duena@example.com', 'Dueña-De-La-Agencia-2026');
    await api.http().get('/api/users').set(bearer(signedIn)).expect(200);
    expect(await createOwner(commands, em, { email: 'duena@example.com', password })).toBe('already_owner');
    expect(await createOwner(commands, em, { email: USER.email, password })).toBe('promoted');
    await api.http().get('/api/users').set(bearer(user)).expect(200);
    await expect(
      createOwner(commands, em, { email: 'weak@example.com', password: async () => 'password1' }),
    ).rejects.toMatchObject({ code: 'weak_password' });
  });
});
