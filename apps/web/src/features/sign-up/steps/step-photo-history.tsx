import { EnumField } from '../../../components/form/enum-field';
import { PhotoPicker } from '../components/photo-picker';
import type { PhotoField } from '../hooks/use-photo-field';

/** Step 3: the profile photo (needed for approval, decision 037) and relationship history. */
export function StepPhotoHistory({ photo }: { photo: PhotoField }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PhotoPicker photo={photo} />
      <EnumField name="maritalStatus" enumeration="marital_status" />
      <EnumField name="currentRelationship" enumeration="current_relationship" />
      <EnumField name="children" enumeration="children" />
      <EnumField name="partnerChildrenOk" enumeration="partner_children_ok" />
    </div>
  );
}
