import type { DevicesData } from '../../shared/contract/devices';
import { formatDayAndTime } from '../../shared/format';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { endAccountEverywhere, listAccountSessions } from '../session/service';
import { deviceName } from './device-name';

/**
 * GET /profile/devices/: «Где вы вошли», the signed-in account's browsers (this one first, then by
 * last use) with when each was last used, said as a person says it. Written here, not in the
 * browser: the server's render and the page's hydration then show the same words.
 */
export async function listDevices(db: Db, call: CallContext): Promise<DevicesData> {
  const now = new Date();
  const sessions = await listAccountSessions(db, call);
  return {
    devices: sessions.map((session) => ({
      ...deviceName(session.userAgent),
      LAST_USED_AT: session.lastSeenAt.toISOString(),
      LAST_USED: formatDayAndTime(session.lastSeenAt, now),
      CURRENT: session.current,
    })),
  };
}

/** POST /profile/logoutEverywhere/: every session of the account ends, this browser becomes a guest. */
export async function logoutEverywhere(db: Db, call: CallContext): Promise<null> {
  await endAccountEverywhere(db, call);
  return null;
}
