import type { AccountLocale } from '@vusal/shared/catalog/countries';
import { LEGAL_TEXTS_VERSION } from '@vusal/shared/catalog/constants';
import {
  GUARDIAN_ACCEPT_PAGE,
  GUARDIAN_FEED_DAYS,
  GUARDIAN_INVITE_TTL_MS,
  type FamilyGuardian,
  type FamilyInvite,
  type FamilyScopesUpdate,
  type FollowedMember,
  type GuardianFeedItem,
  type GuardianMatch,
  type GuardianSignUp,
  type InvitationInfo,
} from '@vusal/shared/schemas/family';
import { daysBefore, type Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { Mailer } from '../../infra/mail/mail.types';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { passwordHasher } from '../../infra/password-hash';
import { randomToken, type RequestUser, type TokenHasher } from '../auth';
import { firstName, shortName, toCard } from '../members';
import type { NoticeService } from '../notices';
import type { FamilyRepository, OpenGuardianship } from './family.repository';
import type { GuardianAccess } from './guardian-access';
import { createGuardianNews } from './guardian-news';

export type FamilyDependencies = {
  family: FamilyRepository;
  access: GuardianAccess;
  hasher: TokenHasher;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  log: { error(object: object, message: string): void };
  /** Invitations spend a budget per member (decision 050): mail to any address is costly. */
  limitInvitations(memberId: string): Promise<void>;
  contactOf(userId: string): Promise<AccountLocale | undefined>;
  notices: Pick<NoticeService, 'guardianNews'>;
  /**
   * A guardianship ended or its editing was turned off: what the relative proposed and the
   * member has not accepted is withdrawn (decision 053), through the port app.ts wires.
   */
  onEditingEnded(guardianshipId: string): Promise<void>;
};

function toView(row: OpenGuardianship): FamilyGuardian {
  return {
    id: row.id,
    status: row.status === 'active' ? 'active' : 'invited',
    email: row.email,
    relation: row.relation,
    guardianName: row.guardianName,
    inviteExpiresAt: row.inviteExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    sharingRequired: row.sharingRequired,
    seesMatches: row.seesMatches,
    seesNewMatches: row.seesNewMatches,
    readsChats: row.readsChats,
    editsProfile: row.editsProfile,
  };
}

/** Issue 39, item 1 (decision 050): a guardian the member invites, and what they may see. */
export function createFamilyService(deps: FamilyDependencies) {
  const { family, access, hasher, clock } = deps;

  async function pendingInvitation(token: string) {
    const tokenHash = hasher.hash(token);
    const row = await family.invitationByToken(tokenHash, clock.now());
    if (!row) throw new AppError('INVALID_TOKEN');
    return { row, tokenHash };
  }

  /** Stored state follows at once; the proposals' own sweep keeps the guarantee if this fails. */
  async function editingEnded(guardianshipId: string) {
    await deps.onEditingEnded(guardianshipId).catch((error: unknown) => {
      deps.log.error({ err: error }, 'proposals of an ended editing scope not withdrawn');
    });
  }

  /** The active guardianship of this guardian and member, or 404 as for a stranger. */
  async function granted(guardianId: string, memberId: string) {
    const guardianship = await access.between(guardianId, memberId);
    if (!guardianship) throw notFound();
    return guardianship;
  }

  return {
    // app.ts tells guardians the news through the family service, which asks their scopes.
    ...createGuardianNews(deps),

    async current(memberId: string): Promise<FamilyGuardian | null> {
      const row = await family.openOf(memberId);
      return row ? toView(row) : null;
    },

    async invite(member: RequestUser, input: FamilyInvite): Promise<FamilyGuardian> {
      if (input.email === member.email.toLowerCase()) throw new AppError('GUARDIAN_SELF_INVITE');
      const existing = await family.accountByEmail(input.email);
      if (existing?.accountKind === 'member') throw new AppError('GUARDIAN_IS_MEMBER');
      if (await family.openOf(member.id)) throw new AppError('GUARDIAN_ALREADY_INVITED');
      await deps.limitInvitations(member.id);
      const token = randomToken();
      const inserted = await family.insertInvitation({
        memberId: member.id,
        email: input.email,
        relation: input.relation,
        tokenHash: hasher.hash(token),
        expiresAt: new Date(clock.now().getTime() + GUARDIAN_INVITE_TTL_MS),
      });
      if (!inserted) throw new AppError('GUARDIAN_ALREADY_INVITED');
      const fullName = (await family.profileName(member.id)) ?? member.name;
      // The invited person has no account, so no language of their own: the member's is the
      // best guess (they are family), and the acceptance page switches language as any page.
      const locale = (await deps.contactOf(member.id)) ?? { language: 'en', country: null };
      sendInBackground(deps, {
        to: input.email,
        kind: 'family-invitation',
        language: locale.language,
        data: {
          memberName: firstName(fullName),
          relation: input.relation,
          link: siteLink(deps.publicUrl, locale, `${GUARDIAN_ACCEPT_PAGE}#token=${token}`),
        },
      });
      const row = await family.openOf(member.id);
      return toView(row!);
    },

    async update(memberId: string, patch: FamilyScopesUpdate): Promise<FamilyGuardian> {
      const id = await family.updateOpen(memberId, patch);
      if (!id) throw notFound();
      if (patch.editsProfile === false) await editingEnded(id);
      return toView((await family.openOf(memberId))!);
    },

    /** Cancels the invitation or ends the guardianship; from the next request on, nothing. */
    async end(memberId: string): Promise<void> {
      const id = await family.endOpen(memberId, clock.now());
      if (!id) throw notFound();
      await editingEnded(id);
    },

    async invitation(token: string): Promise<InvitationInfo> {
      const { row } = await pendingInvitation(token);
      const fullName = (await family.profileName(row.memberId)) ?? '';
      return {
        memberFirstName: firstName(fullName),
        relation: row.relation,
        email: row.email,
        hasAccount: !!(await family.accountByEmail(row.email)),
      };
    },

    /** A guardian account for the invited address, accepting in the same transaction. */
    async signUp(input: GuardianSignUp): Promise<string> {
      const { row, tokenHash } = await pendingInvitation(input.token);
      if (await family.accountByEmail(row.email)) throw new AppError('GUARDIAN_ACCOUNT_EXISTS');
      const userId = crypto.randomUUID();
      const now = clock.now();
      const result = await family.accept(row.id, tokenHash, userId, now, {
        userId,
        email: row.email,
        name: input.name,
        passwordHash: await passwordHasher.hash(input.password),
        language: input.language,
        country: input.country,
        termsVersion: LEGAL_TEXTS_VERSION,
        now,
      });
      if (result === 'exists') throw new AppError('GUARDIAN_ACCOUNT_EXISTS');
      if (result === 'gone') throw new AppError('INVALID_TOKEN');
      return userId;
    },

    /** An existing guardian account of the invited address accepts, signed in. */
    async accept(user: RequestUser, token: string): Promise<void> {
      if (user.accountKind !== 'guardian') throw new AppError('GUARDIAN_IS_MEMBER');
      const { row, tokenHash } = await pendingInvitation(token);
      if (row.email !== user.email.toLowerCase()) throw new AppError('INVITATION_OTHER_ACCOUNT');
      const result = await family.accept(row.id, tokenHash, user.id, clock.now());
      if (result !== 'accepted') throw new AppError('INVALID_TOKEN');
    },

    async followed(guardianId: string): Promise<FollowedMember[]> {
      const rows = await access.followedBy(guardianId);
      const names = await family.profileNames(rows.map((row) => row.memberId));
      return rows.map((row) => ({
        memberId: row.memberId,
        firstName: firstName(names.get(row.memberId) ?? ''),
        relation: row.relation,
        sharingRequired: row.sharingRequired,
        seesMatches: row.seesMatches,
        seesNewMatches: row.seesNewMatches,
        readsChats: row.readsChats,
        editsProfile: row.editsProfile,
      }));
    },

    /**
     * The followed member's matches as a non-match sees them (decision 050): the short name,
     * no birth date, and the blurred picture wherever the other member keeps photos discreet.
     */
    async matches(guardianId: string, memberId: string): Promise<GuardianMatch[]> {
      const guardianship = await granted(guardianId, memberId);
      if (!guardianship.seesMatches) throw new AppError('FORBIDDEN');
      const today = clock.now();
      const rows = await family.matchesOf(memberId);
      return rows.map((row) => ({
        matchId: row.matchId,
        matchedAt: row.matchedAt.toISOString(),
        chatRequested: row.chatRequested,
        chatOpened: row.chatOpened,
        profile: toCard(row, today, 'other'),
      }));
    },

    /** Decision 050: the photo route's question for a guardian account (see profiles). */
    async guardianSees(guardianId: string, ownerId: string): Promise<boolean> {
      const allowed = (await access.followedBy(guardianId)).filter((row) => row.seesMatches);
      return family.isVisibleMatchOfAny(
        allowed.map((row) => row.memberId),
        ownerId,
      );
    },

    /** New matches and chat requests of the last GUARDIAN_FEED_DAYS days, newest first. */
    async feed(guardianId: string, memberId: string): Promise<GuardianFeedItem[]> {
      const guardianship = await granted(guardianId, memberId);
      if (!guardianship.seesNewMatches) throw new AppError('FORBIDDEN');
      const rows = await family.matchesOf(memberId, daysBefore(clock.now(), GUARDIAN_FEED_DAYS));
      return rows.flatMap((row) => {
        const base = {
          matchId: row.matchId,
          at: row.matchedAt.toISOString(),
          otherName: shortName(row.fullName),
        };
        return row.chatRequested
          ? [
              { ...base, kind: 'chat_request' as const },
              { ...base, kind: 'new_match' as const },
            ]
          : [{ ...base, kind: 'new_match' as const }];
      });
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
