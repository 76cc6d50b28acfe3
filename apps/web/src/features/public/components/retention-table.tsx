import {
  EXPIRED_SWEEP_MINUTES,
  retentionPeriod,
  retentionRules,
  type RetentionRule,
} from '@vusal/shared/catalog/retention';
import { useTranslation } from '../../../lib/translation';

/**
 * Issue 36, item 6: the privacy policy's retention table. Its numbers are the retention
 * catalogue's, the ones the server's deletion jobs use.
 */
export function RetentionTable() {
  const { t, translateKey } = useTranslation();
  const period = (rule: RetentionRule) => {
    const length = retentionPeriod(rule);
    return translateKey(`legal.privacy.retentionTable.periods.${rule}`, {
      ...('hours' in length
        ? { hours: t('legal.privacy.retentionTable.hours', { count: length.hours }) }
        : { days: t('legal.privacy.retentionTable.days', { count: length.days }) }),
      minutes: t('legal.privacy.retentionTable.minutes', { count: EXPIRED_SWEEP_MINUTES }),
    });
  };
  return (
    <table className="mt-6 w-full text-left text-stone-700">
      <caption className="sr-only">{t('legal.privacy.retentionTable.caption')}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-2 pr-4 font-semibold text-stone-900">
            {t('legal.privacy.retentionTable.what')}
          </th>
          <th scope="col" className="py-2 font-semibold text-stone-900">
            {t('legal.privacy.retentionTable.howLong')}
          </th>
        </tr>
      </thead>
      <tbody>
        {retentionRules.map((rule) => (
          <tr key={rule} className="border-b border-stone-200 align-top">
            <th scope="row" className="py-2 pr-4 font-normal">
              {translateKey(`legal.privacy.retentionTable.rules.${rule}`)}
            </th>
            <td className="py-2">{period(rule)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
