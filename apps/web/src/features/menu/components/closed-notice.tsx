import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { dayHours, opensAt } from '../../../i18n/opening-texts.ts';
import { texts } from '../../../i18n/texts.ts';

const t = texts('hours');

/**
 * The menu of a business outside its opening hours (issue 20): closed now, when it opens (in
 * the words the server refuses an order with), and the week's hours. The menu stays readable;
 * nothing can be added. Its own chunk: an open business never loads it.
 */
export function ClosedNotice({ status }: { status: BusinessStatus }) {
  const opens = opensAt(
    {
      open: false,
      opensAt: status.opensAt ? new Date(status.opensAt) : null,
      closesAt: null,
    },
    new Date(),
  );
  return (
    <section className="card menu-closed" role="status" aria-labelledby="menu-closed-title">
      <h2 id="menu-closed-title" className="menu-closed__title">
        {t('hours.closedTitle')}
      </h2>
      <p className="menu-closed__text">
        {opens ?? t('hours.closedNoOpening')} {t('hours.closedBrowse')}
      </p>
      {status.openingHours && (
        <details className="menu-closed__hours">
          <summary>{t('hours.openingHours')}</summary>
          <dl>
            {status.openingHours.days.map((day, index) => (
              <div key={index} className="menu-closed__day">
                <dt>{t.lookup(`hours.weekdays.${index}`)}</dt>
                <dd>{dayHours(day)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
