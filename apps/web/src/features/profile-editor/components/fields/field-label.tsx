import { useTranslation } from '../../../../lib/translation';

/** A field's label, marked "required" in words (not only a colour or an asterisk) when it is. */
export function FieldLabel({ text, isRequired = false }: { text: string; isRequired?: boolean }) {
  const { t } = useTranslation();
  if (!isRequired) return text;
  return (
    <>
      {text} <span className="font-normal text-stone-500">({t('editor.required')})</span>
    </>
  );
}
