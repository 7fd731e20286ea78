import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from './secure-token';

/** A device cookie lasts a year; a device not seen for that long is forgotten. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 3600;

/** Whether a sign-in comes from a device the account knows, and whether it knows any. */
export interface DeviceRecognition {
  known: boolean;
  accountHasDevices: boolean;
}

/**
 * The device cookies each account signed in with, by their SHA-256 only (like every token): enough to tell
 * a staff member that a sign-in came from a browser their account had never used.
 */
export const knownDevices = {
  async recognise(em: EntityManager, userId: string, deviceToken: string | null): Promise<DeviceRecognition> {
    const [row] = await em.execute<{ known: boolean; any: boolean }[]>(
      `select coalesce(bool_or(token_hash = ?), false) as known, count(*) > 0 as any
       from identity_known_devices where user_id = ?`,
      [deviceToken ? hashToken(deviceToken) : '', userId],
    );
    return { known: row.known, accountHasDevices: row.any };
  },

  /** Records a sign-in from the device, and forgets the account's devices unseen for a year. */
  async remember(em: EntityManager, userId: string, deviceToken: string, now: Date): Promise<void> {
    await em.execute(
      `insert into identity_known_devices (user_id, token_hash, first_seen_at, last_seen_at) values (?, ?, ?, ?)
       on conflict (user_id, token_hash) do update set last_seen_at = excluded.last_seen_at`,
      [userId, hashToken(deviceToken), now, now],
    );
    await em.execute('delete from identity_known_devices where user_id = ? and last_seen_at < ?', [
      userId,
      new Date(now.getTime() - KNOWN_DEVICE_SECONDS * 1000),
    ]);
  },
};
