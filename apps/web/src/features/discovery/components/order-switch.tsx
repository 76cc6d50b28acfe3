import { discoveryOrders, type DiscoveryOrder } from '@vusal/shared/schemas/discovery';
import { useTranslation } from '../../../lib/translation';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../components/ui/choice-fieldset';

/**
 * "Best match" beside "Newest" (issue 27) as native radios: arrow keys move between them and a
 * screen reader names the group. The order the server applied is the one shown as chosen.
 */
export function OrderSwitch({
  name,
  selected,
  onChange,
  className = '',
}: {
  name: string;
  selected: DiscoveryOrder | undefined;
  onChange: (order: DiscoveryOrder) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFieldset legend={t('discovery.order.label')} className={className}>
      <div className="flex flex-wrap gap-2">
        {discoveryOrders.map((order) => (
          <label key={order} className={choiceClasses}>
            <input
              type="radio"
              name={name}
              value={order}
              checked={selected === order}
              onChange={() => onChange(order)}
              className={choiceInputClasses}
            />
            {t(`discovery.order.${order}`)}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
