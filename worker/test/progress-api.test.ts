// Where a member is in presentations and articles (decision 0025): GET and PUT /api/progress on
// the real Worker, Firestore emulator and Auth emulator. The newest entry of an item wins, a
// device's clock ahead of the Worker counts as now, bad entries are refused in the reader's
// language and change nothing, and visitors and other sites are refused.
import { describe, expect, it } from 'vitest';
import { request } from './helpers';
import { signedInMember } from './accounts';
import type { ProgressEntry } from '#shared/lib/progress.ts';

const SAME_SITE = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', accept: 'application/json' };

async function put(cookie: string, entries: unknown, headers: Record<string, string> = {}) {
  const response = await request('/api/progress', {
    method: 'PUT',
    headers: { ...SAME_SITE, cookie, ...headers },
    body: JSON.stringify({ entries }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { entries?: ProgressEntry[]; error?: { code: string; message: string } },
  };
}

async function get(cookie: string) {
  const response = await request('/api/progress', { headers: { ...SAME_SITE, cookie } });
  return { status: response.status, body: (await response.json()) as { entries: ProgressEntry[] } };
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('/api/progress', () => {
  it('keeps the newest entry of each item, whichever device sends it first', async () => {
    const member = await signedInMember('user');
    expect((await get(member.cookie)).body.entries).toEqual([]);
    const phone = { kind: 'presentation', id: 'presentation-4', at: 312, updatedAt: at(5) } as const;
    const article = { kind: 'article', id: 'article-1', at: 0.4, updatedAt: at(4) } as const;
    const saved = await put(member.cookie, [phone, article]);
    expect(saved.status).toBe(200);
    expect(saved.body.entries).toEqual([article, phone]);
    // A laptop that was on the same video earlier: older, so the phone's position stays.
    const older = await put(member.cookie, [{ ...phone, at: 60, updatedAt: at(30) }]);
    expect(older.body.entries?.find((entry) => entry.kind === 'presentation')?.at).toBe(312);
    // Then later on the laptop: newer, so it wins.
    const newer = await put(member.cookie, [{ ...phone, at: 900, updatedAt: at(1) }]);
    expect(newer.body.entries?.[0]).toMatchObject({ kind: 'presentation', at: 900 });
    expect((await get(member.cookie)).body.entries.map((entry) => entry.at)).toEqual([900, 0.4]);
    // Another member sees none of it.
    const other = await signedInMember('user');
    expect((await get(other.cookie)).body.entries).toEqual([]);
  });

  it("counts a device's clock ahead of the Worker as now", async () => {
    const member = await signedInMember('user');
    const future = new Date(Date.now() + 24 * 3600_000).toISOString();
    const saved = await put(member.cookie, [{ kind: 'article', id: 'article-2', at: 0.5, updatedAt: future }]);
    expect(Date.parse(saved.body.entries?.[0]?.updatedAt ?? '')).toBeLessThanOrEqual(Date.now());
    // So a real later entry still wins over it.
    const later = await put(member.cookie, [
      { kind: 'article', id: 'article-2', at: 0.7, updatedAt: new Date(Date.now() + 1000).toISOString() },
    ]);
    expect(later.body.entries?.[0]?.at).toBe(0.7);
  });

  it('refuses bad entries in the reader language and keeps what was stored', async () => {
    const member = await signedInMember('user');
    const good = { kind: 'article', id: 'article-3', at: 0.2, updatedAt: at(1) };
    await put(member.cookie, [good]);
    for (const entries of [
      [{ ...good, at: 1.5 }],
      [{ ...good, at: -1 }],
      [{ ...good, kind: 'event' }],
      [{ ...good, id: 'a/b' }],
      [{ ...good, updatedAt: 'yesterday' }],
      [{ kind: 'presentation', id: 'presentation-1', at: 13 * 3600, updatedAt: at(1) }],
      Array.from({ length: 21 }, (_, index) => ({ ...good, id: `article-${index}` })),
      'not a list',
    ]) {
      const refused = await put(member.cookie, entries, { 'accept-language': 'fr' });
      expect(refused.status, JSON.stringify(entries).slice(0, 80)).toBe(400);
      expect(refused.body.error?.code).toBe('invalid_body');
      expect(refused.body.error?.message).toMatch(/[éèàç]|requête|données/i);
    }
    expect((await get(member.cookie)).body.entries).toEqual([good]);
  });

  it('answers 401 to a visitor and 403 to another site', async () => {
    const visitor = await request('/api/progress', { headers: SAME_SITE });
    expect(visitor.status).toBe(401);
    const member = await signedInMember('user');
    const response = await request('/api/progress', {
      method: 'PUT',
      headers: { ...SAME_SITE, 'sec-fetch-site': 'cross-site', cookie: member.cookie },
      body: JSON.stringify({ entries: [] }),
    });
    expect(response.status).toBe(403);
  });
});
