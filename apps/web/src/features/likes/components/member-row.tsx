import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import type { ReactNode } from 'react';
import { MemberPhoto } from '../../../components/member/member-photo';
import { MemberHeading } from '../../../components/member/member-heading';

type MemberRowProps = {
  member: ProfilePreview;
  /** Beside the name, e.g. the match's status label. */
  badge?: ReactNode;
  children?: ReactNode;
};

/** A card of the likes or matches grid: photo, name as a heading, age and city, bio, actions. */
export function MemberRow({ member, badge, children }: MemberRowProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-rose-100 sm:p-5">
      <div className="flex items-center gap-4">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl">
          <MemberPhoto
            name={member.fullName}
            photoUrl={member.photoUrl}
            loading="lazy"
            className="absolute inset-0 size-full"
          />
        </div>
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <MemberHeading member={member} level={2} size="sm" badge={badge} />
        </div>
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-2">
        {member.bio?.trim() ? (
          <p className="line-clamp-2 text-sm text-pretty break-words text-stone-800">
            {member.bio}
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
