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

/** A person in the likes or matches list: photo, name as a heading, age and city, bio, actions. */
export function MemberRow({ member, badge, children }: MemberRowProps) {
  return (
    <article className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-rose-100 sm:flex-row sm:p-5">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-2xl sm:size-28">
        <MemberPhoto
          name={member.fullName}
          photoUrl={member.photoUrl}
          loading="lazy"
          className="absolute inset-0 size-full"
        />
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-2">
        <MemberHeading member={member} level={2} size="sm" badge={badge} />
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
