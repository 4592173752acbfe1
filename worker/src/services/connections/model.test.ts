import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { connectionData, decodeConnection, toMemberConnection } from './model';
import { memberConnectionSchema } from '#shared/schemas/connections.ts';
import { adminConnectionRowSchema } from '#shared/schemas/admin.ts';
import { toAdminRow } from '../admin/connections-admin';
import type { FirestoreDocument } from '../firestore/values';

const created = '2026-03-01T10:00:00.000Z';
const document = (data: Record<string, unknown>): FirestoreDocument => ({
  id: 'AbCdEfGhIjKlMnOpQrSt',
  path: 'connections/AbCdEfGhIjKlMnOpQrSt',
  data,
  createTime: created,
  updateTime: '2026-03-02T10:00:00.000Z',
});

const stored = {
  presenterId: 'presenter-1',
  presenterName: 'Thandiwe Mokoena',
  presenterEmail: 'thandiwe@example.org',
  presenterTel: '+27 82 000 0000',
  requesterUid: 'uid1',
  requesterName: 'Amina Diallo',
  requesterEmail: 'amina@example.org',
  requesterTel: '+221770000000',
  status: 'sent',
  workflow: 2,
  reason: 'Our reserve needs help with its seed bank.',
  dateRequested: new Date('2026-03-01T10:00:00Z'),
  lastUpdated: new Date('2026-03-02T09:00:00Z'),
  history: [
    { at: new Date('2026-03-01T10:00:00Z'), by: 'uid1', role: 'member', from: null, to: 'requested' },
    { at: new Date('2026-03-02T09:00:00Z'), by: 'admin1', byName: 'Team', role: 'team', from: 'requested', to: 'sent' },
  ],
};

/** The same request as the first workflow stored it: legacy statuses, no roles, no workflow. */
const legacy = {
  ...stored,
  workflow: undefined,
  reason: undefined,
  status: 'in_progress',
  history: [
    { at: new Date('2026-03-01T10:00:00Z'), by: 'uid1', from: null, to: 'pending' },
    { at: new Date('2026-03-02T09:00:00Z'), by: 'admin1', byName: 'Team', from: 'pending', to: 'in_progress' },
  ],
};

describe('connection requests decoded by the shared schema', () => {
  it('reads a stored request and derives the member view and the admin row from it', () => {
    const connection = decodeConnection(document(stored));
    expect(connection).not.toBeNull();
    if (!connection) return;
    const member = toMemberConnection(connection);
    expect(v.is(memberConnectionSchema, member)).toBe(true);
    expect(member).not.toHaveProperty('presenterEmail');
    expect(member).not.toHaveProperty('presenterTel');
    expect(member.history.map((change) => change.by)).toEqual(['requester', 'team']);
    const row = toAdminRow(connection);
    expect(v.is(adminConnectionRowSchema, row)).toBe(true);
    expect(row).toMatchObject({ presenterEmail: 'thandiwe@example.org', version: '2026-03-02T10:00:00.000Z' });
    // Written back, the fields are the ones read.
    expect(connectionData(connection)).toMatchObject({
      presenterTel: '+27 82 000 0000',
      status: 'sent',
      workflow: 2,
      reason: 'Our reserve needs help with its seed bank.',
    });
  });

  it("reads a request of the first workflow in today's statuses, with the roles its uids say", () => {
    const connection = decodeConnection(document(legacy));
    const current = decodeConnection(document(stored));
    expect(connection).toEqual({ ...current, reason: '' });
    expect(connection && toMemberConnection(connection).history.map((change) => change.by)).toEqual([
      'requester',
      'team',
    ]);
  });

  it('reads missing text as empty, missing dates as the creation, and leaves out history entries that are not changes', () => {
    const connection = decodeConnection(
      document({
        presenterId: 'presenter-1',
        requesterUid: 'uid1',
        status: 'pending',
        presenterName: 42,
        history: [{ to: 'pending' }, 'junk', { to: 'unknown' }, null],
      }),
    );
    expect(connection).toMatchObject({
      presenterName: '',
      requesterEmail: '',
      dateRequested: new Date(created),
      status: 'requested',
      history: [{ at: new Date(created), by: '', from: null, to: 'requested' }],
    });
  });

  it('is no request without presenter, requester or a known status', () => {
    expect(decodeConnection(document({ ...stored, status: 'lost' }))).toBeNull();
    expect(decodeConnection(document({ ...stored, requesterUid: undefined }))).toBeNull();
    expect(decodeConnection(document({ ...stored, presenterId: 7 }))).toBeNull();
  });
});
