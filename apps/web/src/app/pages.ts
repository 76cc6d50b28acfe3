import type { ComponentType } from 'react';
import { DATA_EXPORT_PAGE } from '@vusal/shared/locale/site-locale';
import type { MessagePart } from '../lib/i18n';
import type { MemberPageName } from './member-pages';

export type PageModule = { default: ComponentType };

/** A page or layout of the route table; `load` imports its route module from `app/routes/`. */
export type PageRoute = {
  path?: string;
  index?: true;
  load: () => Promise<PageModule>;
  /** The part of the catalogue the page's texts are in, loaded with its module (the query
   * layout awaits `auth` itself, all the sign-in page needs). */
  messages?: MessagePart;
  children?: PageRoute[];
};

/** A signed-in page: its module's loader lives in app/member-pages.ts, outside the entry. */
const memberPage = (name: MemberPageName) => () =>
  import('./member-pages').then((module) => module.memberPages[name]());

/**
 * Every page, once. The router mounts this table at `/` and again under each active
 * country's prefix (`/az`), so `{ path: 'faq', … }` serves both `/faq` and `/az/faq`.
 * Adding a page is one line; each route module is its own lazily loaded chunk.
 */
export const pages: PageRoute[] = [
  { index: true, load: () => import('./routes/landing') },
  { path: 'how-it-works', messages: 'info', load: () => import('./routes/how-it-works') },
  { path: 'faq', messages: 'info', load: () => import('./routes/faq') },
  { path: 'about-us', messages: 'info', load: () => import('./routes/about-us') },
  { path: 'terms', messages: 'legal', load: () => import('./routes/terms') },
  { path: 'privacy', messages: 'legal', load: () => import('./routes/privacy') },
  {
    // Pages that fetch data go here: this layout mounts TanStack Query, which the landing never loads.
    load: () => import('./routes/query-layout'),
    children: [
      { path: 'auth', load: () => import('./routes/auth') },
      { path: 'reset-password', messages: 'app', load: () => import('./routes/reset-password') },
      // Issue 39: the family invitation mail's link, signed in or not.
      { path: 'family/accept', messages: 'app', load: () => import('./routes/family-accept') },
      {
        // Signed-in pages: visitors are sent to /auth.
        messages: 'app',
        load: () => import('./routes/require-signed-in'),
        children: [
          { path: 'dashboard', load: memberPage('dashboard') },
          { path: 'admin', load: memberPage('admin') },
          { path: 'change-password', load: memberPage('change-password') },
          { path: 'delete-account', load: memberPage('delete-account') },
          // The "your data is ready" mail's link: any signed-in account, pending ones too.
          { path: DATA_EXPORT_PAGE.slice(1), load: memberPage('data-export') },
          { path: 'my-profile', load: memberPage('my-profile') },
          { path: 'profile-setup', load: memberPage('profile-setup') },
          { path: 'profile/:id', load: memberPage('profile-view') },
          { path: 'preferences', load: memberPage('preferences') },
          { path: 'questions', load: memberPage('questions') },
          { path: 'verification', load: memberPage('verification') },
          { path: 'edit-profile', load: memberPage('edit-profile') },
          { path: 'profile-proposals', load: memberPage('profile-proposals') },
          {
            path: 'guardian/members/:memberId/profile',
            load: memberPage('guardian-member-profile'),
          },
          { path: 'browse', load: memberPage('browse') },
          { path: 'explore', load: memberPage('explore') },
          { path: 'likes-and-matches', load: memberPage('likes-and-matches') },
          { path: 'matches', load: memberPage('matches') },
          { path: 'visitors', load: memberPage('visitors') },
          { path: 'messages', load: memberPage('messages') },
          // Issue 39: a guardian account's home and a followed member's page (decision 050).
          { path: 'guardian', load: memberPage('guardian-home') },
          { path: 'guardian/members/:memberId', load: memberPage('guardian-member') },
          // Issue 39, item 2: a guardian's read-only copies (the guardian layout wraps them at merge).
          { path: 'guardian/members/:memberId/chats', load: memberPage('guardian-chats') },
          { path: 'guardian/members/:memberId/chats/:matchId', load: memberPage('guardian-chat') },
          // Issue 39 (decision 052): a guardian's read-only list of a member's requests.
          {
            path: 'guardian/members/:memberId/meetings',
            load: memberPage('guardian-member-meetings'),
          },
        ],
      },
    ],
  },
  { path: '*', load: () => import('./routes/not-found') },
];
