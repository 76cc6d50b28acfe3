import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { resolveVapidKeys } from './vapid-keys';

describe('web push keys (issue 26, item 1)', () => {
  it('are generated once into DATA_DIR and kept across starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-vapid-'));
    const settings = { subject: 'mailto:admin@vusal.test' };
    const first = await resolveVapidKeys(settings, dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await resolveVapidKeys(settings, dataDir)).toEqual(first);
  });

  it('come from the configuration when set, both or neither', async () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-vapid-'));
    expect(await resolveVapidKeys(config.push, dataDir)).toMatchObject(keys);
    expect(config.push.subject).toBe('mailto:admin@vusal.az');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrowError(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrowError(/VAPID_SUBJECT/);
  });
});
