import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPropertyMandateQuery, GetSellerContactsQuery } from '../../src/modules/mandates';
import { addDays, madridDate } from '../../src/platform/time/madrid-calendar';
import { seedMandates } from '../../src/modules/mandates/seed/seed-mandates';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const VILLA = 'villa-sardinero-santander';
const ATICO = 'atico-puerto-castro-urdiales';
const LAREDO = 'adosado-playa-salve-laredo';
const COMILLAS = 'casona-montanesa-comillas';

const MARTA = {
  name: 'Marta Ruiz Sainz',
  email: 'marta.ruiz@example.com',
  phone: '+34 612 345 612',
  language: 'es',
};
const KLAUS = {
  name: 'Klaus Albrecht',
  email: 'klaus.albrecht@example.com',
  phone: '+49 170 1234567',
  language: 'de',
};

describe('sellers and mandates', () => {
  let api: TestApi;
  let staff: Staff;
  const today = () => madridDate(new Date());

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const view = async (role: 'admin' | 'owner', propertyId = VILLA) =>
    (await api.http().get(`/api/admin/properties/${propertyId}/mandate`).set(staff.headers[role]).expect(200))
      .body as {
      mandate: Record<string, unknown> | null;
      sellers: {
        id: string;
        status: string;
        name: string | null;
        email: string | null;
        phone: string | null;
      }[];
      version: number;
    };

  const recordMandate = (propertyId: string, endsOn: string, extra: Record<string, unknown> = {}) =>
    api
      .http()
      .put(`/api/admin/properties/${propertyId}/mandate`)
      .set(staff.headers.admin)
      .send({
        exclusive: true,
        commissionPercent: 3.5,
        startsOn: addDays(today(), -90),
        endsOn,
        askingPriceEur: 2_450_000,
        ...extra,
      });

  const addSeller = async (propertyId: string, seller: typeof MARTA) =>
    (
      await api
        .http()
        .post(`/api/admin/properties/${propertyId}/sellers`)
        .set(staff.headers.admin)
        .send(seller)
        .expect(201)
    ).body as { sellerId: string; version: number };

  let martaId: string;
  let klausId: string;

  it('records a mandate and its sellers: owners read the contact data in full, admins masked', async () => {
    expect(await view('admin')).toEqual({ mandate: null, sellers: [], version: 0 });
    const endsOn = addDays(today(), 20);
    const recorded = await recordMandate(VILLA, endsOn).expect(200);
    expect(recorded.body).toEqual({ version: 1 });
    martaId = (await addSeller(VILLA, MARTA)).sellerId;
    klausId = (await addSeller(VILLA, KLAUS)).sellerId;

    const owner = await view('owner');
    expect(owner.version).toBe(3);
    expect(owner.mandate).toEqual({
      exclusive: true,
      commissionPercent: 3.5,
      startsOn: addDays(today(), -90),
      endsOn,
      askingPriceEur: 2_450_000,
      recordedAt: expect.any(String),
    });
    expect(owner.sellers).toEqual([
      expect.objectContaining({ id: martaId, status: 'active', ...MARTA, masked: false }),
      expect.objectContaining({ id: klausId, status: 'active', ...KLAUS, masked: false }),
    ]);
    const admin = await view('admin');
    expect(admin.sellers).toEqual([
      expect.objectContaining({
        id: martaId,
        name: MARTA.name,
        email: 'm•••@example.com',
        phone: '+34 6•• ••• •12',
        masked: true,
      }),
      expect.objectContaining({
        id: klausId,
        name: KLAUS.name,
        email: 'k•••@example.com',
        phone: '+49 1•• •••••67',
        masked: true,
      }),
    ]);

    // A stale version is a conflict; the seller's change with the current one goes through.
    await api
      .http()
      .put(`/api/admin/properties/${VILLA}/sellers/${klausId}`)
      .set(staff.headers.admin)
      .send({ ...KLAUS, phone: '+49 170 7654321', expectedVersion: 1 })
      .expect(409);
    await api
      .http()
      .put(`/api/admin/properties/${VILLA}/sellers/${klausId}`)
      .set(staff.headers.admin)
      .send({ ...KLAUS, phone: '+49 170 7654321', expectedVersion: 3 })
      .expect(200, { version: 4 });
    expect((await view('owner')).sellers[1].phone).toBe('+49 170 7654321');
  });

  it('keeps no clear personal data in the log, and masks it in the history for admins', async () => {
    const rows = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ type: string; data: string }[]>(
        `select type, data::text as data from events where stream_id = ? order by stream_version`,
        [`mandate-${VILLA}`],
      );
    expect(rows.map((row) => row.type)).toEqual([
      'MandateRecorded',
      'SellerAdded',
      'SellerAdded',
      'SellerUpdated',
    ]);
    const log = rows.map((row) => row.data).join('\n');
    for (const value of [MARTA.name, MARTA.email, MARTA.phone, KLAUS.name, KLAUS.email, '7654321', 'Marta']) {
      expect(log).not.toContain(value);
    }
    expect(log).toContain(`seller-${martaId}`);

    const history = async (role: 'admin' | 'owner') =>
      (
        await api
          .http()
          .get('/api/admin/events')
          .query({ type: 'SellerAdded' })
          .set(staff.headers[role])
          .expect(200)
      ).body.items as { data: Record<string, unknown> }[];
    const forAdmin = await history('admin');
    expect(forAdmin).toHaveLength(2);
    expect(forAdmin[0].data).toEqual(
      expect.objectContaining({ name: '•••', email: '•••', phone: '•••', sellerId: klausId }),
    );
    const forOwner = await history('owner');
    expect(forOwner[1].data).toEqual(expect.objectContaining({ ...MARTA, sellerId: martaId }));
  });

  it('answers the door queries: the mandate in force and the sellers to write to', async () => {
    const queries = api.app.get(QueryBus);
    expect(await queries.execute(new GetPropertyMandateQuery(VILLA))).toEqual({
      propertyId: VILLA,
      exclusive: true,
      commissionPercent: 3.5,
      startsOn: addDays(today(), -90),
      endsOn: addDays(today(), 20),
      askingPriceEur: 2_450_000,
    });
    expect(await queries.execute(new GetPropertyMandateQuery(ATICO))).toBeNull();
    expect(await queries.execute(new GetSellerContactsQuery(VILLA))).toEqual([
      { sellerId: martaId, name: MARTA.name, email: MARTA.email, language: 'es' },
      { sellerId: klausId, name: KLAUS.name, email: KLAUS.email, language: 'de' },
    ]);
  });

  it('shows a mandate ending in 20 days on the dashboard, not one ending in 40, and one ended while listed', async () => {
    await recordMandate(ATICO, addDays(today(), 40)).expect(200);
    await recordMandate(LAREDO, addDays(today(), -5)).expect(200);
    const { body } = await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200);
    const notice = (kind: string, propertyId: string, daysLeft: number) => ({
      kind,
      propertyId,
      propertyReference: expect.any(String),
      propertyTitle: expect.objectContaining({ es: expect.any(String) }),
      endsOn: addDays(today(), daysLeft),
      daysLeft,
    });
    expect(body.mandateNotices).toEqual([notice('ended', LAREDO, -5), notice('ending', VILLA, 20)]);
  });

  it('exports a seller for owners only, and erases them for good', async () => {
    await api.http().get(`/api/owner/sellers/${martaId}/export`).set(staff.headers.admin).expect(403);
    await api.http().post(`/api/owner/sellers/${martaId}/erase`).set(staff.headers.admin).expect(403);
    const exported = await api
      .http()
      .get(`/api/owner/sellers/${martaId}/export`)
      .set(staff.headers.owner)
      .expect(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="seller-/);
    expect(exported.body).toEqual(
      expect.objectContaining({
        format: 'costa-cantabria.seller-data',
        sellerId: martaId,
        propertyId: VILLA,
        status: 'active',
        contact: MARTA,
        erasedAt: null,
      }),
    );

    // Every version of the contact data the log keeps is in the copy, the earlier phone too.
    const klaus = await api
      .http()
      .get(`/api/owner/sellers/${klausId}/export`)
      .set(staff.headers.owner)
      .expect(200);
    expect(klaus.body.contactHistory).toEqual([
      { ...KLAUS, recordedAt: expect.any(String) },
      { ...KLAUS, phone: '+49 170 7654321', recordedAt: expect.any(String) },
    ]);

    await api.http().post(`/api/owner/sellers/${martaId}/erase`).set(staff.headers.owner).expect(200);
    await api.http().post(`/api/owner/sellers/${martaId}/erase`).set(staff.headers.owner).expect(409);

    const owner = await view('owner');
    expect(owner.sellers[0]).toEqual(
      expect.objectContaining({ id: martaId, status: 'erased', name: null, email: null, phone: null }),
    );
    const after = await api
      .http()
      .get(`/api/owner/sellers/${martaId}/export`)
      .set(staff.headers.owner)
      .expect(200);
    expect(after.body).toEqual(
      expect.objectContaining({
        status: 'erased',
        contact: null,
        contactHistory: [],
        erasedAt: expect.any(String),
      }),
    );
    // The log reads the seller's fields as erased, everywhere.
    const history = await api
      .http()
      .get('/api/admin/events')
      .query({ type: 'SellerAdded' })
      .set(staff.headers.owner)
      .expect(200);
    const marta = (history.body.items as { data: Record<string, unknown>; erasedPaths: string[] }[]).find(
      (item) => item.data.sellerId === martaId,
    )!;
    expect(marta.data).toEqual(expect.objectContaining({ name: null, email: null, phone: null }));
    expect(marta.erasedPaths.sort()).toEqual(['email', 'name', 'phone']);
    const [key] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ key: Buffer | null }[]>('select key from person_keys where person_id = ?', [
        `seller-${martaId}`,
      ]);
    expect(key.key).toBeNull();

    await api
      .http()
      .put(`/api/admin/properties/${VILLA}/sellers/${martaId}`)
      .set(staff.headers.admin)
      .send(MARTA)
      .expect(409);
    expect(await api.app.get(QueryBus).execute(new GetSellerContactsQuery(VILLA))).toEqual([
      expect.objectContaining({ sellerId: klausId }),
    ]);
  });

  it('removes a seller, who stays until erased', async () => {
    await api
      .http()
      .delete(`/api/admin/properties/${VILLA}/sellers/${klausId}`)
      .set(staff.headers.admin)
      .expect(200);
    expect((await view('owner')).sellers[1]).toEqual(
      expect.objectContaining({ id: klausId, status: 'removed', name: KLAUS.name }),
    );
    expect(await api.app.get(QueryBus).execute(new GetSellerContactsQuery(VILLA))).toEqual([]);
  });

  it('answers bad input with field errors in the reader’s language', async () => {
    const bad = await recordMandate(ATICO, addDays(today(), 40), {
      commissionPercent: 12,
      askingPriceEur: 10.5,
      startsOn: 'mañana',
    })
      .set('accept-language', 'de')
      .expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        {
          field: 'commissionPercent',
          code: 'mandate_commission_invalid',
          message:
            'Die Provision ist ein Prozentsatz über 0 und bis 10 %, mit höchstens zwei Nachkommastellen.',
        },
        expect.objectContaining({ field: 'askingPriceEur', code: 'mandate_price_invalid' }),
        expect.objectContaining({ field: 'startsOn', code: 'mandate_date_invalid' }),
      ]),
    );

    const order = await recordMandate(ATICO, addDays(today(), -100)).set('accept-language', 'ru').expect(422);
    expect(order.body.error).toEqual({
      code: 'invalid_mandate',
      message: 'Некоторые условия договора поручения указаны неверно.',
      details: [
        {
          field: 'endsOn',
          code: 'mandate_ends_before_start',
          message: 'Дата окончания должна быть позже даты начала.',
        },
      ],
    });

    const seller = await api
      .http()
      .post(`/api/admin/properties/${VILLA}/sellers`)
      .set(staff.headers.admin)
      .set('accept-language', 'en')
      .send({ name: '  ', email: 'not-an-address', phone: 'call me', language: 'fr' })
      .expect(400);
    expect(seller.body.error.details).toEqual([
      { field: 'name', code: 'seller_name_required', message: 'Please enter the seller’s name.' },
      expect.objectContaining({ field: 'email', code: 'seller_email_invalid' }),
      expect.objectContaining({ field: 'phone', code: 'seller_phone_invalid' }),
      expect.objectContaining({ field: 'language', code: 'seller_language_invalid' }),
    ]);

    await api
      .http()
      .get('/api/admin/properties/no-such-property/mandate')
      .set(staff.headers.admin)
      .expect(404);
    await recordMandate('no-such-property', addDays(today(), 40)).expect(404);
    await api.http().get(`/api/owner/sellers/not-a-uuid/export`).set(staff.headers.owner).expect(404);
    await api.http().get(`/api/admin/properties/${VILLA}/mandate`).set(staff.headers.user).expect(403);
    await api.http().get(`/api/admin/properties/${VILLA}/mandate`).expect(401);
  });

  it('seeds sample mandates and sellers once, keeping a mandate recorded before', async () => {
    const seed = () => seedMandates(api.app.get(CommandBus), api.app.get(QueryBus), new Date());
    await seed();
    await seed();
    const queries = api.app.get(QueryBus);
    expect(await queries.execute(new GetPropertyMandateQuery(COMILLAS))).toEqual(
      expect.objectContaining({ exclusive: false, commissionPercent: 4.5 }),
    );
    expect(await queries.execute(new GetSellerContactsQuery(COMILLAS))).toEqual([
      expect.objectContaining({ email: 'hannelore.brandt@example.com', language: 'de' }),
    ]);
    // The villa's mandate was recorded by the tests above: the seed leaves it as it was.
    expect(await queries.execute(new GetPropertyMandateQuery(VILLA))).toEqual(
      expect.objectContaining({ commissionPercent: 3.5, endsOn: addDays(today(), 20) }),
    );
  });
});
