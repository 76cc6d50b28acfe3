import { RETENTION_HOURS } from '../catalog/retention';
import { z } from '../zod';

/** Issue 36, item 5: the life of one "Download my data" request. */
export const dataExportStatuses = [
  'queued',
  'building',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** The archive's name on the member's disk (the download's `Content-Disposition`). */
export const DATA_EXPORT_FILE_NAME = 'vusal-data.zip';

/** The link in the mail works this long, once (SECURITY 45). */
export const DATA_EXPORT_LINK_TTL_MS = 10 * 60 * 1000;
/** One request per member in this window. */
export const DATA_EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The archive is deleted this long after it was ready, downloaded or not (the retention catalogue). */
export const DATA_EXPORT_KEEP_MS = RETENTION_HOURS.dataExports * 60 * 60 * 1000;

const isoDateTime = z.iso.datetime();

/** `GET /api/account/export`: the member's latest request, or null when there never was one. */
export const dataExportStateSchema = z.object({
  export: z
    .object({
      /** `expired` as soon as the link's ten minutes are over, though the archive stays an hour. */
      status: z.enum(dataExportStatuses),
      requestedAt: isoDateTime,
      readyAt: isoDateTime.nullable(),
      /** When the mailed link stops working; null before it exists. */
      linkExpiresAt: isoDateTime.nullable(),
      /** When the member may ask again. */
      nextRequestAt: isoDateTime,
    })
    .nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportDownloadQuerySchema = z.object({ token: z.string().max(200).optional() });
