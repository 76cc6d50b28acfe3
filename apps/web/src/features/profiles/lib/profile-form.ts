import { zodResolver } from '@hookform/resolvers/zod';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import {
  profileCreateSchema,
  type ProfileCreateInput,
  type ProfileUpdateInput,
} from '@vusal/shared/schemas/profile-input';
import type { Resolver } from 'react-hook-form';

/** What the simple form's inputs hold: text as typed, `''` for "not chosen". */
export type ProfileFormValues = {
  fullName: string;
  age: string;
  city: CitySlug | '';
  bio: string;
  relationshipGoals: RelationshipGoal[];
};

export type ProfileFormField = keyof ProfileFormValues;

/** Editing: only what PATCH takes from this form; name and age are locked (shown disabled). */
const editFormSchema = profileCreateSchema.pick({ city: true, bio: true, relationshipGoals: true });

type FormResolver = Resolver<ProfileFormValues>;

// `raw`: the form keeps what was typed; the request is built from the parsed values on submit.
const createResolver = zodResolver(profileCreateSchema, undefined, {
  raw: true,
}) as unknown as FormResolver;
const editResolver = zodResolver(editFormSchema, undefined, {
  raw: true,
}) as unknown as FormResolver;

/** The shared schemas checking the form: the create schema, or the editable fields only. */
export function profileFormResolver(isEditing: boolean): FormResolver {
  if (isEditing) return editResolver;
  // An empty age box is "enter your age", not "out of range": the schema coerces '' to 0.
  return (values, context, options) =>
    createResolver(
      { ...values, age: values.age.trim() || (undefined as unknown as string) },
      context,
      options,
    );
}

export const emptyProfileForm: ProfileFormValues = {
  fullName: '',
  age: '',
  city: '',
  bio: '',
  relationshipGoals: [],
};

export function profileFormValues(profile: OwnProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    age: profile.age === null ? '' : String(profile.age),
    city: profile.city ?? '',
    bio: profile.bio ?? '',
    relationshipGoals: [...profile.relationshipGoals],
  };
}

/** The POST body, from values the create schema accepted. */
export function toCreateRequest(values: ProfileFormValues): ProfileCreateInput {
  const { fullName, age, city, bio, relationshipGoals } = profileCreateSchema.parse(values);
  return { fullName, age, city, bio, relationshipGoals };
}

/** The PATCH body: only the fields this form may change (the server's schema is strict). */
export function toUpdateRequest(values: ProfileFormValues): ProfileUpdateInput {
  return editFormSchema.parse(values);
}
