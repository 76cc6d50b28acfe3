import { DemoBadge } from '../../../components/member/demo-badge';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/translation';

/** A demo profile's badge and the note that it is an example (D2), on its card and its dialog. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div>
        <DemoBadge label={t('discovery.demo')} />
      </div>
      <Notice tone="info">{t('discovery.demoNotice')}</Notice>
    </div>
  );
}
