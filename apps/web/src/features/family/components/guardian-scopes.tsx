import { guardianScopeKeys, type FamilyGuardian } from '@vusal/shared/schemas/family';
import { Switch } from '../../../components/ui/switch';
import { useErrorReason } from '../../../lib/action-error';
import { useTranslation } from '../../../lib/translation';
import { useUpdateGuardian } from '../api/family-guardian';

const settings = [...guardianScopeKeys, 'sharingRequired'] as const;

/** Each thing the guardian may see, off until the member turns it on (decision 050). */
export function GuardianScopes({ guardian }: { guardian: FamilyGuardian }) {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const update = useUpdateGuardian();
  return (
    <fieldset className="mt-5 space-y-4" aria-busy={update.isPending || undefined}>
      <legend className="text-base font-bold text-stone-900">{t('family.scopes.title')}</legend>
      {settings.map((key) => (
        <Switch
          key={key}
          id={`guardian-${key}`}
          label={t(`family.scopes.${key}.label`)}
          description={t(`family.scopes.${key}.description`)}
          checked={guardian[key]}
          // Copies of chats need the other side's consent; the choice only matters with them.
          disabled={update.isPending || (key === 'sharingRequired' && !guardian.readsChats)}
          onChange={(event) => update.mutate({ [key]: event.target.checked })}
        />
      ))}
      {update.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {reason(update.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
