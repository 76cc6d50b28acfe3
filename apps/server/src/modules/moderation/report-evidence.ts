import { randomUUID } from 'node:crypto';
import { RETENTION_DAYS } from '@vusal/shared/catalog/retention';
import type { StoredObject } from '../../infra/storage/storage.types';
import { randomKey } from '../../infra/storage/random-key';
import { RETENTION_BATCH } from '../../infra/retention';
import { daysBefore, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { ReportContextRow } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import type { MediaService } from '../media';
import type { ModerationRepository } from './moderation.repository';
import { reportEvidenceQueries } from './report-evidence.queries';

/** A copy to make once the report is committed: the original's key and the copy's own. */
export type EvidenceCopy = { from: string; to: string };

/** One piece of evidence the retention job deletes (or, in a dry run, would delete). */
export type ExpiredEvidence = { id: string; reportId: string; key: string; decidedAt: Date | null };

export const evidenceUrl = (reportId: string, evidenceId: string) =>
  `/api/admin/reports/${reportId}/evidence/${evidenceId}`;

/** A fresh key that keeps only the original's file type: nothing else of it leads back. */
const copyKeyOf = (key: string) => randomKey('evidence', /\.([a-z0-9]+)$/.exec(key)?.[1] ?? 'jpg');

/**
 * SECURITY 38, in the report's transaction: the reported member's approved photos (what the
 * reporter could see) and the images in the frozen conversation get evidence rows with keys of
 * their own, and the frozen context points at them instead of the member's current files. The
 * bytes are copied after the commit (`Evidence.copy`), so filing never waits inside the lock.
 */
export async function freezeEvidence(
  tx: ModerationRepository,
  context: ReportContextRow,
  targetUserId: string,
): Promise<{ context: ReportContextRow; copies: EvidenceCopy[] }> {
  const { reportId } = context;
  const found = context.profile ? await tx.profileOf(targetUserId) : undefined;
  const photos = found?.profile.profilePhoto
    ? [found.profile.profilePhoto, ...found.profile.additionalPhotos]
    : [];
  const attachments = await tx.imageAttachmentsOf(
    (context.conversation ?? []).map((message) => message.id),
  );
  const toCopy = (from: string, position: number, messageId: string | null) => {
    const row = { id: randomUUID(), reportId, key: copyKeyOf(from), position, messageId };
    return { from, row, url: evidenceUrl(reportId, row.id) };
  };
  const photoCopies = photos.map((key, position) => toCopy(key, position, null));
  const imageCopies = attachments.flatMap(({ key, messageId }) =>
    key ? [toCopy(key, 0, messageId)] : [],
  );
  const all = [...photoCopies, ...imageCopies];
  await tx.insertEvidence(all.map(({ row }) => row));

  const photoUrls = photoCopies.map(({ url }) => url);
  const byMessage = new Map(imageCopies.map(({ row, url }) => [row.messageId, url]));
  return {
    context: {
      ...context,
      profile: context.profile
        ? { ...context.profile, photoUrl: photoUrls[0] ?? null, photos: photoUrls }
        : null,
      conversation:
        context.conversation?.map((message) => ({
          ...message,
          attachmentUrl: byMessage.get(message.id) ?? null,
        })) ?? null,
    },
    copies: all.map(({ from, row }) => ({ from, to: row.key })),
  };
}

type Dependencies = {
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

/** SECURITY 38: the evidence's bytes, who may read them, and their retention. */
export function createEvidence({ media, clock, log }: Dependencies) {
  return {
    /** After the report's commit; a copy that fails is logged and the report stands. */
    async copy(copies: EvidenceCopy[]): Promise<void> {
      await Promise.all(
        copies.map(async ({ from, to }) => {
          try {
            if (!(await media.copyImage(from, to))) {
              log.warn({ key: from }, 'report evidence: the original was already gone');
            }
          } catch (error) {
            log.warn({ err: error, key: from }, 'report evidence could not be copied');
          }
        }),
      );
    },

    /** One piece of a report's evidence; the route lets moderators and admins only ask. */
    async read(
      repository: ModerationRepository,
      ids: { reportId: string; evidenceId: string },
      size: 'small' | 'large',
    ): Promise<StoredObject> {
      const key = await repository.evidenceKey(ids.reportId, ids.evidenceId);
      const object = key ? await media.readImage(key, size) : null;
      if (!object) throw notFound();
      return object;
    },

    /**
     * Deletes (rows, then files) the evidence of reports decided more than
     * `RETENTION_DAYS.reportEvidence` ago: the images' copies and the frozen conversation and
     * profile (the report itself, its reason and its decision stay for the audit). An open
     * report keeps its evidence. A dry run deletes nothing and answers the same lists.
     */
    async purgeExpired(
      tx: Database,
      { dryRun }: { dryRun: boolean },
    ): Promise<{ images: ExpiredEvidence[]; contexts: string[] }> {
      const queries = reportEvidenceQueries(tx);
      const before = daysBefore(clock.now(), RETENTION_DAYS.reportEvidence);
      const images = await queries.expiredEvidence(before, RETENTION_BATCH);
      const contexts = await queries.expiredContexts(before, RETENTION_BATCH);
      if (dryRun) return { images, contexts };
      await queries.forgetEvidence(images.map((row) => row.id));
      await queries.forgetContexts(contexts);
      await media.discardImages(
        images.map((row) => row.key),
        log,
      );
      return { images, contexts };
    },
  };
}

export type Evidence = ReturnType<typeof createEvidence>;
