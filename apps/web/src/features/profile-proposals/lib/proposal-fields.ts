import { RELATIONSHIP_VALUES_MAX } from '@vusal/shared/catalog/constants';
import type { EnumerationName } from '@vusal/shared/catalog/enums';
import type { EditableProfile } from '@vusal/shared/schemas/profile-proposals';

type Editable = keyof EditableProfile;

/** One input of a relative's suggestion form, drawn by the shared form components. */
export type ProposalField =
  | { name: Editable; kind: 'choice'; enumeration: EnumerationName }
  | { name: Editable; kind: 'text' | 'longText' }
  | {
      name: Editable;
      kind: 'list';
      enumeration: EnumerationName;
      /** The most that may be chosen, as the member's editor keeps it. */
      max?: number;
      /** An "All" box that checks or clears every choice (never stored). */
      hasAll?: boolean;
      isRequired?: boolean;
    }
  | { name: 'city' | 'height'; kind: 'city' | 'height' };

const choice = (name: Editable, enumeration: EnumerationName): ProposalField => ({
  name,
  kind: 'choice',
  enumeration,
});
const list = (
  name: Editable,
  enumeration: EnumerationName,
  limits: { max?: number; hasAll?: boolean; isRequired?: boolean } = {},
): ProposalField => ({ name, kind: 'list', enumeration, ...limits });
const text = (name: Editable): ProposalField => ({ name, kind: 'text' });
const longText = (name: Editable): ProposalField => ({ name, kind: 'longText' });

/**
 * What a relative may suggest (decision 053), grouped and drawn as the member's own editor
 * cards draw them (`editor.cards.<id>.title`): the city and height, every choice and list of
 * choices, and every text. The partner's ages and who manages the profile stay the member's to
 * set in their editor.
 */
export const proposalGroups: readonly { id: string; fields: readonly ProposalField[] }[] = [
  {
    id: 'basic',
    fields: [
      { name: 'city', kind: 'city' },
      { name: 'height', kind: 'height' },
    ],
  },
  {
    id: 'goals',
    fields: [
      list('relationshipGoals', 'relationship_goals', { hasAll: true, isRequired: true }),
      choice('maritalStatus', 'marital_status'),
      choice('currentRelationship', 'current_relationship'),
      choice('children', 'children'),
      choice('partnerChildrenOk', 'partner_children_ok'),
      longText('familyPlans'),
    ],
  },
  {
    id: 'lifestyle',
    fields: [
      choice('smokes', 'smokes'),
      choice('drinksAlcohol', 'drinks_alcohol'),
      choice('diet', 'diet'),
      longText('lifestyle'),
    ],
  },
  {
    id: 'health',
    fields: [
      choice('doesSports', 'does_sports'),
      choice('exerciseFrequency', 'exercise_frequency'),
      longText('healthLimitations'),
    ],
  },
  {
    id: 'interests',
    fields: [
      longText('hobbies'),
      longText('interests'),
      list('musicGenres', 'music_genres'),
      text('favoriteMovies'),
      text('lastBookRead'),
    ],
  },
  {
    id: 'travel',
    fields: [choice('enjoysTraveling', 'enjoys_traveling'), text('lastTravelDestination')],
  },
  {
    id: 'partner',
    fields: [choice('heightImportant', 'height_important'), list('dealBreakers', 'deal_breakers')],
  },
  {
    id: 'values',
    fields: [
      list('relationshipValues', 'relationship_values', { max: RELATIONSHIP_VALUES_MAX }),
      text('religion'),
    ],
  },
  {
    id: 'professional',
    fields: [
      choice('educationLevel', 'education_level'),
      text('education'),
      text('profession'),
      text('professionalField'),
      choice('annualIncome', 'annual_income'),
    ],
  },
  { id: 'thoughts', fields: [longText('biggestDream'), text('lifeMotto')] },
  { id: 'about', fields: [longText('bio'), longText('aboutPartner')] },
];

export const proposalFieldNames = proposalGroups.flatMap((group) =>
  group.fields.map((field) => field.name),
);
export type ProposalFieldName = (typeof proposalFieldNames)[number];
