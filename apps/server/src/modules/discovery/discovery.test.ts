import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { api, discoveryApp, insertMembers, type Member } from '../likes/discovery.test-support';

describe('browse and explore', () => {
  let ctx: TestApp;
  let viewer: Member;

  beforeAll(async () => {
    ctx = await discoveryApp();
    [viewer] = await insertMembers(ctx.database.db, [{ gender: 'male', name: 'Viewer' }]);
  });
  afterAll(() => ctx.close());

  it('shows approved, active people of the opposite gender, newest first, in pages', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const women = await insertMembers(
      ctx.database.db,
      Array.from({ length: 5 }, (_, i) => ({
        gender: 'female' as const,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female', isApproved: false },
      { gender: 'female', isActive: false },
      { gender: 'female', deletedAt: new Date() },
    ]);
    const first = await api(ctx, viewer).get('/api/discovery/browse?limit=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toEqual({ count: 5, isCapped: false });
    expect(page1.items.map((c: { userId: string }) => c.userId)).toEqual([
      women[4]!.id,
      women[3]!.id,
      women[2]!.id,
    ]);
    const second = await api(ctx, viewer).get(
      `/api/discovery/browse?limit=3&cursor=${page1.nextCursor}`,
    );
    const page2 = second.json();
    expect(page2.total).toBeNull();
    expect(page2.nextCursor).toBeNull();
    expect(page2.items.map((c: { userId: string }) => c.userId)).toEqual([
      women[1]!.id,
      women[0]!.id,
    ]);
  });
});
