import { useFormContext } from 'react-hook-form';
import { EnumField } from '../../../components/form/enum-field';
import { FamilyFields } from '../../../components/form/family-fields';
import { useTranslation } from '../../../lib/translation';
import { PhotoVisibilityField } from '../../../components/member/photo-visibility-field';
import { PhotoPicker } from '../components/photo-picker';
import type { PhotoField } from '../hooks/use-photo-field';
import type { SignUpFormValues } from '../lib/form-values';

/**
 * Step 3: the profile photo (needed for approval, decision 037), who sees it (issue 38),
 * relationship history, and who writes the profile with the marriage details (issue 39).
 */
export function StepPhotoHistory({ photo }: { photo: PhotoField }) {
  const { register } = useFormContext<SignUpFormValues>();
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PhotoPicker photo={photo} />
      <div className="sm:col-span-2">
        <PhotoVisibilityField registration={register('photoVisibility')} />
      </div>
      <EnumField name="maritalStatus" enumeration="marital_status" />
      <EnumField name="currentRelationship" enumeration="current_relationship" />
      <EnumField name="children" enumeration="children" />
      <EnumField name="partnerChildrenOk" enumeration="partner_children_ok" />
      <FamilyFields hiddenNote={t('signup.hints.marriageDetails')} />
    </div>
  );
}
