import type { SessionUser } from '@vusal/shared/schemas/session';
import {
  Compass,
  Heart,
  MessageCircle,
  ListChecks,
  SlidersHorizontal,
  UserRound,
  UserRoundPen,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { PushControl } from '../../../components/push-control';
import { PageTitle } from '../../../components/ui/app-page';
import { statsOf } from '../lib/dashboard-stats';
import { likesAndMatchesPath, useBadges } from '../../../lib/badges';
import { useLocale } from '../../../lib/use-locale';
import { DashboardTile } from './dashboard-tile';
import { DashboardTopBar } from './dashboard-top-bar';
import { ActivityStats, StatsSkeleton } from './activity-stats';

type DashboardScreenProps = {
  user: Pick<SessionUser, 'name' | 'role'>;
  /** The logout button (D12), composed by the route. */
  signOut: ReactNode;
  /** Shown under the greeting in place of the member's own stats (composed by the route). */
  notice?: ReactNode;
  /** What only admins see, at the end (composed by the route). */
  adminTools?: ReactNode;
  /** Under the stats: the prompt to verify the profile (issue 23), composed by the route. */
  prompt?: ReactNode;
};

/**
 * Spec section 2, Dashboard, for approved members and admins: the top bar, a greeting and a
 * tile per page. The member's stats (open chats, likes received, what is new) sit above the
 * tiles, which carry the server's new-counts (S5), kept live by the realtime events; a route may
 * show something else in the stats' place (`notice`).
 */
export function DashboardScreen({
  user,
  signOut,
  notice,
  adminTools,
  prompt,
}: DashboardScreenProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const badgesQuery = useBadges();
  const badges = badgesQuery.data;
  // While the counts load, their shape holds their place (issue 37).
  let stats: ReactNode = null;
  if (badges) stats = <ActivityStats stats={statsOf(badges)} isSample={false} />;
  else if (badgesQuery.isPending) stats = <StatsSkeleton />;
  const tiles = [
    {
      key: 'likes',
      to: likesAndMatchesPath(badges),
      icon: <Heart aria-hidden="true" className="size-6" />,
      badge: badges ? badges.likes + badges.matches : undefined,
    },
    {
      key: 'explore',
      to: '/explore',
      icon: <Compass aria-hidden="true" className="size-6" />,
      badge: badges?.explore,
    },
    {
      key: 'matches',
      to: '/matches',
      icon: <Users aria-hidden="true" className="size-6" />,
      badge: badges?.matches,
    },
    {
      key: 'messages',
      to: '/messages',
      icon: <MessageCircle aria-hidden="true" className="size-6" />,
      badge: badges?.messages,
    },
    {
      key: 'myProfile',
      to: '/my-profile',
      icon: <UserRound aria-hidden="true" className="size-6" />,
    },
    {
      key: 'editProfile',
      to: '/edit-profile',
      icon: <UserRoundPen aria-hidden="true" className="size-6" />,
    },
    {
      key: 'preferences',
      to: '/preferences',
      icon: <SlidersHorizontal aria-hidden="true" className="size-6" />,
    },
    {
      key: 'questions',
      to: '/questions',
      icon: <ListChecks aria-hidden="true" className="size-6" />,
    },
  ] as const;

  return (
    <div className="flex min-h-[calc(100dvh-var(--app-tab-bar,0px))] flex-col bg-[radial-gradient(ellipse_at_top_right,var(--color-rose-100),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-amber-50),transparent_55%)]">
      <DashboardTopBar name={user.name} signOut={signOut} />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 pt-6 pb-20 sm:px-6 sm:pt-10 lg:px-8">
        <div>
          <PageTitle>{t('dashboard.greeting', { name: user.name })}</PageTitle>
          <p className="mt-1 text-base text-pretty text-stone-600">{t('dashboard.lead')}</p>
        </div>

        {notice ?? stats}

        {prompt}

        {/* Issue 26, item 2: offered once there is someone to hear from, asked only on a tap. */}
        {badges && badges.totals.matches > 0 ? <PushControl compact /> : null}

        <section aria-labelledby="dashboard-tiles-title">
          <h2 id="dashboard-tiles-title" className="sr-only">
            {t('dashboard.tiles.label')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.key}>
                <DashboardTile
                  to={localizedPath(tile.to)}
                  icon={tile.icon}
                  title={t(`dashboard.tiles.${tile.key}.title`)}
                  text={t(`dashboard.tiles.${tile.key}.text`)}
                  badge={'badge' in tile ? tile.badge : undefined}
                />
              </li>
            ))}
          </ul>
        </section>

        {adminTools}
      </main>
    </div>
  );
}
