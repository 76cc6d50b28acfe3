import type { Badges } from '@vusal/shared/schemas/likes';
import {
  Compass,
  Eye,
  Heart,
  Layers,
  MessageCircle,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { createContext, use } from 'react';
import { NavLink } from 'react-router';
import type { MessageKey } from '../lib/i18n';
import { likesAndMatchesPath, useBadges } from '../lib/badges';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-locale';
import { CountBadge } from './ui/count-badge';

/**
 * True below the signed-in layout for a member who may meet people (approved, or an admin):
 * their pages carry the app's navigation. Visitors and pending members see none.
 */
export const AppNavContext = createContext(false);

export function useHasAppNav(): boolean {
  return use(AppNavContext);
}

type Destination = {
  label: MessageKey;
  path: (badges: Badges | undefined) => string;
  Icon: LucideIcon;
  count?: (badges: Badges) => number;
};

/**
 * The six places of the app, in the order of the tab bar; the counts are the dashboard's.
 * Visitors sits beside Likes (decision 045).
 */
const destinations: Destination[] = [
  { label: 'appNav.browse', path: () => '/browse', Icon: Layers },
  { label: 'appNav.explore', path: () => '/explore', Icon: Compass, count: (b) => b.explore },
  {
    label: 'appNav.likes',
    path: likesAndMatchesPath,
    Icon: Heart,
    count: (b) => b.likes + b.matches,
  },
  { label: 'appNav.visitors', path: () => '/visitors', Icon: Eye, count: (b) => b.visitors },
  {
    label: 'appNav.messages',
    path: () => '/messages',
    Icon: MessageCircle,
    count: (b) => b.messages,
  },
  { label: 'appNav.profile', path: () => '/my-profile', Icon: UserRound },
];

const layouts = {
  // One row in the header, from lg up; below it the tab bar takes over.
  header: {
    nav: 'hidden lg:block',
    list: 'flex items-center gap-1',
    link: 'inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-rose-50 hover:text-rose-800 aria-[current=page]:bg-rose-50 aria-[current=page]:text-rose-800',
    icon: 'size-4 shrink-0',
    badge: 'contents',
  },
  // Fixed to the bottom of a phone, above the safe area; each tab a sixth of the width.
  tabBar: {
    nav: 'fixed inset-x-0 bottom-0 z-40 border-t border-rose-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden',
    list: 'grid grid-cols-6',
    link: 'relative flex h-16 min-w-0 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold text-stone-600 hover:text-rose-800 aria-[current=page]:text-rose-800',
    icon: 'size-6 shrink-0',
    // On the icon's top right corner.
    badge: 'absolute top-1.5 left-1/2 ml-1 flex',
  },
};

/** The app's navigation: a one-row header nav on wider screens, a bottom tab bar on phones. */
export function AppNav({ layout }: { layout: keyof typeof layouts }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const badges = useBadges().data;
  const classes = layouts[layout];
  return (
    <nav aria-label={t('appNav.label')} className={classes.nav} data-app-nav={layout}>
      <ul className={classes.list}>
        {destinations.map(({ label, path, Icon, count }) => (
          <li key={label} className="min-w-0">
            <NavLink to={localizedPath(path(badges))} className={classes.link}>
              <Icon aria-hidden="true" className={classes.icon} />
              <span className="max-w-full truncate">{t(label)}</span>
              <span className={classes.badge}>
                <CountBadge count={count && badges ? count(badges) : undefined} size="sm" />
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
