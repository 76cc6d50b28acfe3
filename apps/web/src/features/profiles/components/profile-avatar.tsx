import { MemberPhoto } from '../../../components/member/member-photo';

/** The main photo (or the initial) as a large round avatar at the top of a profile. */
export function ProfileAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  return (
    <MemberPhoto
      name={name}
      photoUrl={photoUrl}
      className="size-28 shrink-0 rounded-full shadow-lg ring-4 shadow-rose-900/10 ring-white sm:size-32"
    />
  );
}
