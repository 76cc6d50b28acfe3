import type { Gender } from '@vusal/shared/catalog/enums';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { preferences, profiles, type SnapshotAnswer } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { scoringSince, viewerScoringColumns } from '../compatibility';

/** Why a page of candidates was refused, as the session hook and `requireApproved` would. */
export type PageRefusal = StandingRefusal;

/**
 * The viewer's own gender, partner ages and saved search preferences (S4; the preferences are
 * null when they never saved any), and their side of the cards' match percentages.
 */
export type DiscoveryViewer = {
  gender: Gender | null;
  partnerAgeMin: number | null;
  partnerAgeMax: number | null;
  minAge: number | null;
  maxAge: number | null;
  searchCity: CitySlug | null;
  showEveryone: boolean | null;
  verifiedOnly: boolean | null;
  scoringMine: SnapshotAnswer[] | null;
  scoringAnswered: number | null;
};

type Row = DiscoveryViewer & { refusal: PageRefusal | null };

const viewer = sql`${sql.placeholder('userId')}`;

const columns = {
  gender: profiles.gender,
  partnerAgeMin: profiles.partnerAgeMin,
  partnerAgeMax: profiles.partnerAgeMax,
  minAge: preferences.minAge,
  maxAge: preferences.maxAge,
  searchCity: preferences.searchCity,
  showEveryone: preferences.showEveryone,
  verifiedOnly: preferences.verifiedOnly,
  ...viewerScoringColumns(viewer, sql`${sql.placeholder('since')}`),
};

/**
 * Issue 35, P11 (decision 066): what decides a viewer's page of candidates (browse and explore),
 * in one statement with the lent session's standing (decision 058): their preferences and their
 * scoring snapshot. The page itself is the next statement, built from them.
 */
const statement = sql`
  with ${lentStanding(viewer)}
  select case ${standingRefusals} end as refusal, ${sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  )}
  from (select 1) as asked
    left join ${profiles} on ${profiles.userId} = ${viewer}
    left join ${preferences} on ${preferences.userId} = ${profiles.userId}`;

export function viewerStatement(db: Database) {
  const read = preparedStatement<Row>(db, 'read_discovery_viewer', statement);

  /** `userId`'s page settings at `at`, through the session given. */
  return async function readViewer(asked: {
    userId: string;
    sessionId: string;
    at: Date;
  }): Promise<{ refusal: PageRefusal } | { refusal: null; viewer: DiscoveryViewer }> {
    const [row] = await read({ ...asked, since: scoringSince(asked.at) });
    const { refusal, ...settings } = row!;
    return refusal ? { refusal } : { refusal: null, viewer: settings };
  };
}

export type ReadViewer = ReturnType<typeof viewerStatement>;
