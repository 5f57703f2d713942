// Where the customer is signed in (issue 39 item 6): the list for the account tab, ending one
// session and ending all others. An ended session's next call answers 401 and its refresh token
// is refused, because both go through the session row (src/server/auth/sessions.ts).
import { notFound } from '../../http-error';
import type { DeviceType } from '../../auth/devices';
import type { PortalHandlers, Schemas } from '../types';
import type { SessionRow } from '../../db/customer-sessions';

function sessionAnswer(row: SessionRow, current: string): Schemas['SignedInSession'] {
  return {
    id: row.id,
    browser: row.browser,
    os: row.os,
    device_type: row.device_type as DeviceType,
    signed_in_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === current,
  };
}

export const sessionHandlers = {
  getSessions: async (_input, { customer, sessionId, config }) => {
    const rows = await customer.sessions().open(config.clock());
    const answers = rows.map((row) => sessionAnswer(row, sessionId));
    // This device first; the rest stay most recently seen first.
    return { sessions: [...answers.filter((row) => row.current), ...answers.filter((row) => !row.current)] };
  },
  deleteSession: async ({ params }, { customer, sessions, config }) => {
    if (!(await customer.sessions().end(sessions, params.id, config.clock()))) throw notFound();
    return { success: true };
  },
  deleteOtherSessions: async (_input, { customer, sessions, sessionId, config }) => ({
    ended: await customer.sessions().endOthers(sessions, sessionId, config.clock()),
  }),
} satisfies Partial<PortalHandlers>;
