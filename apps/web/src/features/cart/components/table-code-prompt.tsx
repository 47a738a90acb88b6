import { useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useTableCode } from '../hooks/use-table-code.ts';
import { CodeField } from './code-field.tsx';

const t = texts('checkout');

/**
 * The table is known but its printed code is not (a QR code in 000 §5.4's JSON or plain-text
 * form): the cart says just that and takes the code printed under the QR code (issue 30),
 * instead of asking to scan again for a table it already has.
 */
export function TableCodePrompt(at: { businessId: string; tableId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const { submit, checking, error } = useTableCode(at);

  return (
    <section className="card checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout__title">
        {t('checkout.tableCode.title')}
      </h2>
      <p className="card__text">{t('checkout.tableCode.missing')}</p>
      <CodeField
        label={t('checkout.tableCode.label')}
        value={text}
        onChange={setText}
        maxLength={20}
        placeholder="7KQM-R2XD-4HVB"
        error={error}
        checking={checking}
        applyLabel={t('checkout.tableCode.submit')}
        checkingLabel={t('checkout.tableCode.checking')}
        onApply={() => {
          if (text.trim() !== '') void submit(text);
        }}
      />
    </section>
  );
}
