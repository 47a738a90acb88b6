import { hasChoices, type LineChoices as Choices } from '@masa/core/orders/line-choices';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * A line's chosen options and extras after its name (" · Acılı, Barbekü Sos · Ekstra: Kaşar
 * Peyniri") on the table's bill, the payment form, the receipt and the kitchen display, so two
 * lines of one dish read apart (issue 20). The board shows them in its own layout.
 */
export function LineChoices({ choices }: { choices: Choices }) {
  const { t } = useI18n();
  if (!hasChoices(choices)) return null;
  const parts = [
    ...(choices.options.length > 0 ? [choices.options.join(', ')] : []),
    ...(choices.extras.length > 0 ? [`${t('board.extras')}: ${choices.extras.join(', ')}`] : []),
  ];
  return <small className="line-choices"> · {parts.join(' · ')}</small>;
}
