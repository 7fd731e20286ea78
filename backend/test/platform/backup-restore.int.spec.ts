import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import sharp from 'sharp';
import { backupCommand, restoreCommand } from '../../src/bootstrap/backup-commands';
import { migrate } from '../../src/bootstrap/migrate';
import { EraseAccountCommand } from '../../src/modules/identity/commands/erase-account/erase-account.command';
import { UploadImageCommand } from '../../src/modules/media/commands/upload-image/upload-image.command';
import { EventStore } from '../../src/platform/event-store/event-store';
import { LOG_START } from '../../src/platform/event-store/stored-event';
import { ErasureLedger } from '../../src/platform/privacy/erasure-ledger';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { bearer, register } from '../support/accounts';
import { clearTextHits } from '../support/clear-text';
import { readModelSnapshot } from '../support/read-models';
import { adminUrl, runDatabasePrefix } from '../support/test-database';
import { startTestApi, type TestApi } from '../support/test-api';

const EMAIL = 'eulogia.respaldo@example.com';
const FIRST = 'Eulogia';
const LAST = 'Quintanilla';
const PHONE = '+34 622 481 357';

/**
 * Backups and restores: a backup taken before a client's erasure is restored into a new database, which
 * erases the client again from the erasure ledger, replays into the read models it holds and serves.
 */
describe('backup and restore', () => {
  let api: TestApi;
  let restored: TestApi;
  let backups: string;
  let backupDir: string;
  let clientId: string;
  let imageId: string;
  const printed: string[] = [];
  const print = (line: string) => printed.push(line);

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const client = await register(api, EMAIL, { firstName: FIRST, lastName: LAST, phone: PHONE });
    clientId = client.userId;
    await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send({
        name: `${FIRST} ${LAST}`,
        email: EMAIL,
        phone: PHONE,
        subject: 'Casona en Comillas',
        message: `Soy ${FIRST} ${LAST}, quisiera visitarla.`,
        propertyId: 'casona-montanesa-comillas',
        language: 'es',
      })
      .expect(202);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    imageId = (await api.app.get(CommandBus).execute(new UploadImageCommand(photo, 'fachada.jpg'))).imageId;

    backups = await mkdtemp(path.join(tmpdir(), 'costa-backups-'));
    expect(await backupCommand(api.config, [backups], print)).toBe(0);
    [backupDir] = (await readdir(backups)).map((name) => path.join(backups, name));

    // After the backup: the client asks to be forgotten.
    await api.app.get(CommandBus).execute(new EraseAccountCommand({ kind: 'owner', userId: clientId }));

    const database = `${runDatabasePrefix()}_restored_${randomBytes(3).toString('hex')}`;
    const target = {
      ...api.config,
      databaseUrl: adminUrl(database),
      mediaDir: path.join(tmpdir(), `costa-test-restored-media-${randomBytes(4).toString('hex')}`),
    };
    expect(await restoreCommand(target, [backupDir], print)).toBe(0);
    restored = await startTestApi({
      env: {
        DATABASE_URL: target.databaseUrl,
        MEDIA_DIR: target.mediaDir,
        ERASURE_LEDGER_DIR: api.config.erasureLedgerDir,
        REDIS_PREFIX: `${api.config.redisPrefix}-restored`,
      },
    });
  });
  afterAll(async () => {
    await restored?.close();
    await api.close();
    await rm(backups, { recursive: true, force: true });
  });

  const em = () => restored.app.get(EntityManager).fork();

  it('writes the keys apart from the database, every file in the manifest, and says what it holds', async () => {
    expect((await readdir(backupDir)).sort()).toEqual(['database', 'keys', 'manifest.json', 'media.tar.gz']);
    const tables = await readdir(path.join(backupDir, 'database'));
    expect(tables).toEqual(expect.arrayContaining(['events.copy.gz', 'identity_users.copy.gz']));
    expect(tables).not.toContain('person_keys.copy.gz');
    expect(tables).not.toContain('brochures.copy.gz');
    expect(printed.join('\n')).toMatch(/Backup written to .*costa-.*\n\s+\d+ tables, [\d,]+ rows/);
    expect(await api.app.get(ErasureLedger).entries()).toEqual([
      { accountId: clientId, erasedAt: expect.any(String), eventId: expect.any(String) },
    ]);
  });

  it('erases again, from the ledger, a client the older backup brought back', async () => {
    expect(printed.join('\n')).toContain('erased again from the erasure ledger: 1 accounts');
    const keys = await em().execute<{ key: Buffer | null }[]>(
      'select key from person_keys where account_id = ?',
      [clientId],
    );
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.every((row) => row.key === null)).toBe(true);
    for (const needle of [EMAIL, FIRST, LAST, PHONE]) {
      expect({ needle, hits: await clearTextHits(em, needle) }).toEqual({ needle, hits: [] });
    }
    const stream = await restored.app.get(EventStore).readStream(em(), `user-${clientId}`);
    expect(stream[0]).toMatchObject({
      type: 'UserRegistered',
      data: { email: null, firstName: null, lastName: null, phone: null },
      erasedPaths: expect.arrayContaining(['email', 'firstName', 'lastName', 'phone']),
    });
    // The backup's events and one erasure, by the system: the original erasure came after the backup.
    expect(stream.filter((event) => event.type === 'AccountErased')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ by: 'system' }) }),
    ]);
    // The next `migrate` finds nothing left to erase, and a second restore into it is refused.
    expect((await migrate(restored.config)).erasedAgain).toEqual([]);
    expect(await restoreCommand(restored.config, [backupDir], print)).toBe(1);
    expect(printed[printed.length - 1]).toMatch(/holds events: restore only into an empty database/);
  });

  it('serves the restored database: its read models equal a replay, the pages and the search answer', async () => {
    // Every restored event lies behind the readers' horizon, in the order the backup had.
    const log = await restored.app.get(EventStore).readLog(em(), LOG_START, 100_000);
    expect(log.length).toBe(
      Number((await em().execute<{ n: string }[]>('select count(*) as n from events'))[0].n),
    );
    const live = await readModelSnapshot(restored.app);
    await restored.app.get(ProjectionRebuilder).rebuild();
    expect(await readModelSnapshot(restored.app)).toEqual(live);

    const page = await restored.http().get('/api/properties/villa-sardinero-santander').expect(200);
    expect(page.body).toMatchObject({ id: 'villa-sardinero-santander' });
    const search = await restored.http().get('/api/properties').query({ q: 'Comillas' }).expect(200);
    expect(search.body.items.map((item: { id: string }) => item.id)).toContain('casona-montanesa-comillas');
    expect(existsSync(path.join(restored.config.mediaDir, 'uploads', imageId))).toBe(true);
  });

  it('leaves the database empty when a restore fails midway, and a damaged backup is refused', async () => {
    const damaged = path.join(backups, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(damaged, 'manifest.json'), 'utf8'));
    manifest.tables.events.rows += 1;
    await writeFile(path.join(damaged, 'manifest.json'), JSON.stringify(manifest));
    const database = adminUrl(`${runDatabasePrefix()}_failed_${randomBytes(3).toString('hex')}`);
    const target = { ...api.config, databaseUrl: database, mediaDir: path.join(backups, 'failed-media') };
    expect(await restoreCommand(target, [damaged], print)).toBe(1);
    expect(printed[printed.length - 1]).toMatch(/events: loaded \d+ rows.*Nothing was restored/);
    const client = new Client({ connectionString: database });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'",
      );
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }

    await writeFile(path.join(damaged, 'media.tar.gz'), 'not the archive');
    expect(await restoreCommand(target, [damaged], print)).toBe(1);
    expect(printed[printed.length - 1]).toBe(
      'restore: media.tar.gz does not match its checksum: the backup is damaged',
    );
    // The database a failed restore left is empty enough for the next one.
    expect(await restoreCommand(target, [backupDir], print)).toBe(0);
  });
});
