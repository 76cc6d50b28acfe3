import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { smallKeyOf } from '../infra/storage/random-key';
import type { Storage } from '../infra/storage/storage.types';
import type { DatabaseHandle } from './client';
import { passwordHasher } from '../infra/password-hash';
import { profileAge } from './profile-age';
import { account, auditLog, profiles, user, userRoles } from './schema';
import { seed } from './seed';

function createMemoryStorage() {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const storage: Storage = {
    kind: 'local',
    put: async (key, body, contentType) => void files.set(key, { body, contentType }),
    putStream: async (key, { body, contentType }) =>
      void files.set(key, { body: Buffer.concat(await body.toArray()), contentType }),
    get: async (key) => {
      const file = files.get(key);
      return file
        ? { body: Readable.from(file.body), contentType: file.contentType, size: file.body.length }
        : null;
    },
    delete: async (key) => void files.delete(key),
    copy: async (from, to) => {
      const file = files.get(from);
      if (file) files.set(to, file);
      return !!file;
    },
    list: async function* () {
      yield* files.keys();
    },
  };
  return { storage, files };
}

const quiet = () => {};

async function demoRows(handle: DatabaseHandle) {
  const rows = await handle.db
    .select()
    .from(profiles)
    .where(eq(profiles.isDemo, true))
    .orderBy(asc(profiles.profilePhoto));
  return rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...content }) => content);
}

describe('demo seed', () => {
  let first: DatabaseHandle;
  const firstStorage = createMemoryStorage();

  beforeAll(async () => {
    first = await createTestDatabase();
  }, 120_000);
  afterAll(() => first.close());

  it('inserts about 60 approved demo profiles, each with an avatar', async () => {
    const result = await seed(first, { demo: true, storage: firstStorage.storage, log: quiet });
    expect(result).toEqual({ adminCreated: false, demoProfiles: 60 });

    const rows = await first.db
      .select({
        gender: profiles.gender,
        age: profileAge,
        city: profiles.city,
        goals: profiles.relationshipGoals,
        isApproved: profiles.isApproved,
        userId: profiles.userId,
        photo: profiles.profilePhoto,
      })
      .from(profiles);
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => row.gender === 'female')).toHaveLength(30);
    expect(rows.filter((row) => row.gender === 'male')).toHaveLength(30);
    for (const row of rows) {
      expect(row.age).toBeGreaterThanOrEqual(18);
      expect(row.age).toBeLessThanOrEqual(60);
      expect(row.goals.length).toBeGreaterThan(0);
      expect(row).toMatchObject({ isApproved: true, userId: null });
      expect(firstStorage.files.get(row.photo ?? '')?.contentType).toBe('image/jpeg');
    }
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.goals.join())).size).toBeGreaterThanOrEqual(4);

    const avatar = firstStorage.files.get('avatars/demo-1.jpg')?.body;
    expect(await sharp(avatar).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    });
  });

  it('stores each avatar small too, where an upload keeps its small rendition (issue 20)', async () => {
    const rows = await demoRows(first);
    for (const row of rows) {
      expect(firstStorage.files.get(smallKeyOf(row.profilePhoto ?? ''))?.contentType).toBe(
        'image/jpeg',
      );
    }
    const small = firstStorage.files.get('avatars/demo-1-small.jpg')?.body;
    expect(await sharp(small).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 320,
    });
  });

  it('does not seed twice', async () => {
    const again = await seed(first, { demo: true, storage: firstStorage.storage, log: quiet });
    expect(again.demoProfiles).toBe(0);
    expect(await demoRows(first)).toHaveLength(60);
  });

  it('gives a demo set seeded without small avatars its small ones on the next start', async () => {
    const smallKeys = [...firstStorage.files.keys()].filter((key) => key.includes('-small'));
    const kept = new Map(smallKeys.map((key) => [key, firstStorage.files.get(key)!.body]));
    for (const key of smallKeys) firstStorage.files.delete(key);

    await seed(first, { demo: true, storage: firstStorage.storage, log: quiet });
    expect(smallKeys).toHaveLength(60);
    for (const [key, body] of kept) expect(firstStorage.files.get(key)?.body).toEqual(body);
  });

  it('gives the same rows and the same avatars on another database', async () => {
    const second = await createTestDatabase();
    const secondStorage = createMemoryStorage();
    try {
      await seed(second, { demo: true, storage: secondStorage.storage, log: quiet });
      expect(await demoRows(second)).toEqual(await demoRows(first));
      const digest = (files: typeof secondStorage.files) =>
        [...files]
          .map(([key, file]) => [key, createHash('sha256').update(file.body).digest('hex')])
          .sort(([a], [b]) => a!.localeCompare(b!));
      expect(digest(secondStorage.files)).toEqual(digest(firstStorage.files));
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('admin seed (D4)', () => {
  let handle: DatabaseHandle;
  const { storage } = createMemoryStorage();

  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 120_000);
  afterAll(() => handle.close());

  async function findAdmin(email: string) {
    const [found] = await handle.db
      .select({ user, role: userRoles.role })
      .from(user)
      .leftJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.email, email));
    return found;
  }

  it('creates the admin with a generated password, hashed with argon2id', async () => {
    const result = await seed(handle, {
      adminEmail: 'Admin@Example.test',
      demo: false,
      storage,
      log: quiet,
    });
    expect(result.adminCreated).toBe(true);
    const password = result.generatedPassword ?? '';
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{20}$/);

    const admin = await findAdmin('admin@example.test');
    expect(admin).toMatchObject({ role: 'admin', user: { emailVerified: true } });
    const [credential] = await handle.db
      .select()
      .from(account)
      .where(eq(account.userId, admin?.user.id ?? ''));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: admin?.user.id });
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordHasher.verify({ hash: credential?.password ?? '', password })).toBe(true);

    const [profile] = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, admin?.user.id ?? ''));
    expect(profile).toMatchObject({ isApproved: true, isDemo: false });
  });

  it('changes nothing on the next start', async () => {
    const again = await seed(handle, {
      adminEmail: 'admin@example.test',
      demo: false,
      storage,
      log: quiet,
    });
    expect(again).toEqual({ adminCreated: false, demoProfiles: 0 });
    expect(
      await handle.db.select().from(user).where(eq(user.email, 'admin@example.test')),
    ).toHaveLength(1);
    expect(await handle.db.select().from(auditLog)).toHaveLength(1);
  });

  it('uses the configured password when there is one', async () => {
    const result = await seed(handle, {
      adminEmail: 'second@example.test',
      adminPassword: 'Configured1Password',
      demo: false,
      storage,
      log: quiet,
    });
    expect(result).toEqual({ adminCreated: true, demoProfiles: 0 });
    const admin = await findAdmin('second@example.test');
    const [credential] = await handle.db
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, admin?.user.id ?? ''));
    const hash = credential?.hash ?? '';
    expect(await passwordHasher.verify({ hash, password: 'Configured1Password' })).toBe(true);
  });

  it('makes an existing account admin without touching its credentials', async () => {
    const id = randomUUID();
    await handle.db.insert(user).values({ id, name: 'Leyla', email: 'leyla@example.test' });

    const result = await seed(handle, {
      adminEmail: 'Leyla@Example.test',
      demo: false,
      storage,
      log: quiet,
    });

    expect(result).toEqual({ adminCreated: false, demoProfiles: 0 });
    expect(await findAdmin('leyla@example.test')).toMatchObject({ role: 'admin' });
    expect(await handle.db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.targetUserId, id));
    expect(entry).toMatchObject({ action: 'make_admin', actorId: null });
  });
});

describe('seeding from two nodes at once', () => {
  it('creates one admin and one set of demo profiles', async () => {
    const handle = await createTestDatabase();
    const { storage } = createMemoryStorage();
    const options = { adminEmail: 'race@example.test', demo: true, storage, log: quiet };
    try {
      const results = await Promise.all([seed(handle, options), seed(handle, options)]);
      expect(results.filter((result) => result.adminCreated)).toHaveLength(1);
      expect(results.map((result) => result.demoProfiles).sort()).toEqual([0, 60]);
      expect(await handle.db.select().from(user)).toHaveLength(1);
      expect(await handle.db.select().from(userRoles)).toHaveLength(1);
      expect(await demoRows(handle)).toHaveLength(60);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
