import { z } from '../zod';
import { citySlugs } from '../catalog/cities';
import { EXPLORE_AGE } from '../catalog/constants';
import { relationshipGoals } from '../catalog/enums';
import { compatibilityMatchSchema } from './compatibility-match';
import { profilePreviewSchema } from './profile';

/**
 * Browse and explore (`/api/discovery`, docs/api/discovery.md). Both read one candidate query on
 * the server; browse applies the viewer's saved preferences, explore lets the filters override
 * them. Messages are i18n keys.
 */

export const DISCOVERY_PAGE_SIZE = 20;
export const DISCOVERY_PAGE_SIZE_MAX = 50;
/**
 * Totals are counted exactly up to this many; past it the counter says "100+". Counting walks
 * the candidates with every exclusion probe, so the cap keeps a first page cheap at any size.
 */
export const DISCOVERY_TOTAL_CAP = 100;

/**
 * One candidate as a card: the preview fields only (SECURITY 12). `city` is null when the
 * candidate hides their location (S4); `userId` is null for a demo profile, which shows the
 * 'Demo profil' notice and can be neither liked nor passed.
 */
export const candidateCardSchema = profilePreviewSchema.extend({
  /** Issue 27: the match percentage and why, or null below five shared questions. */
  compatibility: compatibilityMatchSchema.nullable().default(null),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/**
 * Issue 27, item 5: "best" ranks a window of the newest candidates by match percentage
 * (decision 030), "newest" is the newest profile first. Left out, "best" once the viewer has
 * answered `MIN_SHARED_QUESTIONS` questions, else "newest".
 */
export const discoveryOrders = ['best', 'newest'] as const;
export type DiscoveryOrder = (typeof discoveryOrders)[number];

const pageQuery = {
  order: z.enum(discoveryOrders, 'validation.invalidChoice').optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(512, 'validation.invalid').optional(),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(DISCOVERY_PAGE_SIZE_MAX, 'validation.invalid')
    .default(DISCOVERY_PAGE_SIZE),
};

/** `GET /api/discovery/browse`: the viewer's saved preferences are the filters. */
export const browseQuerySchema = z.object(pageQuery);
export type BrowseQuery = z.input<typeof browseQuerySchema>;

const exploreAge = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(EXPLORE_AGE.min, 'validation.ageRange')
  .max(EXPLORE_AGE.max, 'validation.ageRange');

/** A query string list: `goals=marriage,friendship` (or repeated `goals=`). */
const goalsList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(z.enum(relationshipGoals, 'validation.invalidChoice')).max(3));

/**
 * `GET /api/discovery/explore`: each filter left out falls back to the saved preference (age
 * range, city; goals default to any). `city=all` means every city whatever the preference says.
 */
export const exploreQuerySchema = z
  .object({
    minAge: exploreAge.optional(),
    maxAge: exploreAge.optional(),
    city: z.union([z.enum(citySlugs), z.literal('all')], 'validation.invalidChoice').optional(),
    goals: goalsList.optional(),
    /** Issue 23, item 6: `verifiedOnly=true` shows verified members only. */
    verifiedOnly: z
      .enum(['true', 'false'], 'validation.invalidChoice')
      .transform((value) => value === 'true')
      .optional(),
    ...pageQuery,
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    path: ['minAge'],
    message: 'validation.minAgeAboveMax',
  });
export type ExploreQuery = z.input<typeof exploreQuerySchema>;

/** The filters the server applied, defaults filled in, so the explore form can show them. */
export const appliedFiltersSchema = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  /** null: every city. */
  city: z.enum(citySlugs).nullable(),
  /** Empty: any goal. */
  goals: z.array(z.enum(relationshipGoals)),
  /** The order of this page, the default filled in. */
  order: z.enum(discoveryOrders),
  /** The viewer's "show me everyone": pairs with an unmet "Mandatory" are shown too. */
  showEveryone: z.boolean(),
  verifiedOnly: z.boolean(),
});
export type AppliedFilters = z.infer<typeof appliedFiltersSchema>;

/** How many candidates the filters match, exactly up to `DISCOVERY_TOTAL_CAP`. */
export const candidateTotalSchema = z.object({ count: z.number().int(), isCapped: z.boolean() });
export type CandidateTotal = z.infer<typeof candidateTotalSchema>;

/**
 * A page of candidates in a stable order (newest profile first then id, or by match within
 * windows of the newest, decision 030). `total` (browse's
 * "n / total") is given on the first page only and is null on later ones, so paging stays cheap.
 */
export const candidatePageSchema = z.object({
  items: z.array(candidateCardSchema),
  nextCursor: z.string().nullable(),
  total: candidateTotalSchema.nullable(),
  filters: appliedFiltersSchema,
});
export type CandidatePage = z.infer<typeof candidatePageSchema>;

/** A member's user id in a path or body (S6: ids are UUIDs, validated by the server). */
export const userIdSchema = z.guid('validation.invalid');

/** `POST /api/passes` (D13): stored; the person returns to browse after 30 days or on Refresh. */
export const passRequestSchema = z.object({ userId: userIdSchema });
export type PassRequest = z.infer<typeof passRequestSchema>;
