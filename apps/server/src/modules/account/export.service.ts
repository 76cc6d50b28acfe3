import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountLocale } from '@vusal/shared/catalog/countries';
import { DATA_EXPORT_PAGE } from '@vusal/shared/locale/site-locale';
import {
  DATA_EXPORT_INTERVAL_MS,
  DATA_EXPORT_LINK_TTL_MS,
  type DataExportState,
} from '@vusal/shared/schemas/data-export';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../infra/mail/mail.types';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { randomKey } from '../../infra/storage/random-key';
import type { Storage, StoredObject } from '../../infra/storage/storage.types';
import { randomToken, type TokenHasher } from '../auth';
import type { MediaService } from '../media';
import { writeArchive } from './export-archive';
import { collectExport } from './export-contents';
import type { ExportDataQueries } from './export-data.queries';
import type { ExportRepository } from './export.repository';

/** A build older than this died with its node; the job starts it again. */
const STALE_BUILD_MS = 15 * 60 * 1000;
const JOB_BATCH = 20;

export type ExportDependencies = {
  exports: ExportRepository;
  data: ExportDataQueries;
  media: Pick<MediaService, 'read'>;
  /** The archive itself is no upload: it goes to storage as a file, under a random key. */
  storage: Pick<Storage, 'putStream' | 'get' | 'delete'>;
  hasher: TokenHasher;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  log: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  contactOf(userId: string): Promise<({ email: string; name: string } & AccountLocale) | undefined>;
};

const after = (moment: Date, ms: number) => new Date(moment.getTime() + ms);

/** Issue 36, item 5: "Download my data", from the request to the archive's deletion. */
export function createExportService(deps: ExportDependencies) {
  const { exports, clock, storage, log } = deps;

  async function build(id: string): Promise<void> {
    const startedAt = clock.now();
    const claimed = await exports.claim(id, startedAt, after(startedAt, -STALE_BUILD_MS));
    if (!claimed) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'vusal-export-'));
    const key = randomKey('exports', 'zip');
    try {
      const contact = await deps.contactOf(claimed.userId);
      const locale: AccountLocale = contact ?? { language: 'en', country: null };
      const { language } = locale;
      const file = path.join(dir, 'data.zip');
      const { media, texts } = await collectExport(
        deps.data,
        deps.media.read,
        claimed.userId,
        language,
        startedAt,
      );
      await writeArchive(file, media, texts);
      await storage.putStream(key, {
        body: createReadStream(file),
        contentType: 'application/zip',
        size: (await stat(file)).size,
      });
      const token = randomToken();
      const readyAt = clock.now();
      const isOurs = await exports.markReady(id, startedAt, {
        storageKey: key,
        tokenHash: deps.hasher.hash(token),
        tokenExpiresAt: after(readyAt, DATA_EXPORT_LINK_TTL_MS),
        readyAt,
      });
      if (!isOurs) return void (await storage.delete(key));
      if (!contact) return;
      sendInBackground(deps, {
        to: contact.email,
        kind: 'data-export-ready',
        language,
        data: {
          name: contact.name,
          link: siteLink(deps.publicUrl, locale, `${DATA_EXPORT_PAGE}#token=${token}`),
        },
      });
    } catch (error) {
      log.error({ err: error, exportId: id }, 'data export failed');
      await storage.delete(key).catch(() => {});
      await exports.markFailed(id, startedAt);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function removeArchive(id: string, key: string): Promise<void> {
    await storage.delete(key);
    await exports.forgetArchive(id);
  }

  return {
    /** Refuses a second request within a day (429 EXPORT_LIMIT); the build starts at once. */
    async request(userId: string): Promise<void> {
      const now = clock.now();
      const outcome = await exports.request(userId, now, after(now, -DATA_EXPORT_INTERVAL_MS));
      if ('id' in outcome) return void build(outcome.id);
      const availableAt = after(outcome.lastRequestedAt, DATA_EXPORT_INTERVAL_MS);
      const error = new AppError('EXPORT_LIMIT', undefined, undefined, {
        availableAt: availableAt.toISOString(),
      });
      error.retryAfterSeconds = Math.max(1, Math.ceil((+availableAt - +now) / 1000));
      throw error;
    },

    /**
     * A link past its ten minutes reads `expired` at once (the archive itself waits for the
     * retention job), so the page the mail opens can say so before anyone presses Download.
     */
    async state(userId: string): Promise<DataExportState> {
      const row = await exports.latest(userId);
      if (!row) return { export: null };
      const linkExpiresAt = row.status === 'ready' ? row.tokenExpiresAt : null;
      const isLinkOver = linkExpiresAt !== null && linkExpiresAt <= clock.now();
      return {
        export: {
          status: isLinkOver ? 'expired' : row.status,
          requestedAt: row.requestedAt.toISOString(),
          readyAt: row.readyAt?.toISOString() ?? null,
          linkExpiresAt: isLinkOver ? null : (linkExpiresAt?.toISOString() ?? null),
          nextRequestAt: after(
            row.requestedAt,
            row.status === 'failed' ? 0 : DATA_EXPORT_INTERVAL_MS,
          ).toISOString(),
        },
      };
    },

    build,

    /**
     * The owner's archive behind a mailed token, used up as it is opened (SECURITY 45); null for
     * anything else. `finish` deletes the archive once the download has ended.
     */
    async open(
      userId: string,
      token: string | undefined,
    ): Promise<{ object: StoredObject; finish(): Promise<void> } | null> {
      if (!token) return null;
      const row = await exports.consume(userId, deps.hasher.hash(token), clock.now());
      if (!row?.storageKey) return null;
      const key = row.storageKey;
      const object = await storage.get(key);
      if (!object) {
        await exports.forgetArchive(row.id);
        return null;
      }
      return { object, finish: () => removeArchive(row.id, key) };
    },

    /**
     * The job: the builds to start (queued ones a node never took, and those of a node that
     * died). The archives' deletion is a retention rule (account-retention.ts).
     */
    sweep: () => exports.pending(after(clock.now(), -STALE_BUILD_MS), JOB_BATCH),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
