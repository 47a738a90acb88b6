import { hasChoices, type LineChoices as Choices } from '@masa/core/orders/line-choices';
import { texts } from '../../../i18n/texts.ts';
import './bill-summary.css';

const t = texts('billFigures');

/** "Acılı, Barbekü Sos · Ekstra: Kaşar Peyniri": what the diner chose for a line, or nothing. */
export function lineChoicesText({ options, extras }: Choices): string {
  const parts: string[] = [];
  if (options.length > 0) parts.push(options.join(', '));
  if (extras.length > 0) parts.push(t('billFigures.extras', { names: extras.join(', ') }));
  return parts.join(' · ');
}

/**
 * The chosen options and extras under a dish's name, on every list that names it (cart, order
 * card, edit page, bill, split page, payment screen): two "Adana Kebap" lines with different
 * choices never look the same (issue 20).
 */
export function LineChoices({ choices }: { choices: Choices }) {
  if (!hasChoices(choices)) return null;
  return <span className="line-choices">{lineChoicesText(choices)}</span>;
}
