import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { tr } from '../../../i18n/tr.ts';

/**
 * The menu of a business outside its opening hours (issue 20): closed now, when it opens (in
 * the words the server refuses an order with), and the week's hours. The menu stays readable;
 * nothing can be added. Its own chunk: an open business never loads it.
 */
export function ClosedNotice({ status }: { status: BusinessStatus }) {
  const opens = tr.hours.opens(
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
        {tr.hours.closedTitle}
      </h2>
      <p className="menu-closed__text">
        {opens ?? tr.hours.closedNoOpening} {tr.hours.closedBrowse}
      </p>
      {status.openingHours && (
        <details className="menu-closed__hours">
          <summary>{tr.hours.openingHours}</summary>
          <dl>
            {status.openingHours.days.map((day, index) => (
              <div key={index} className="menu-closed__day">
                <dt>{tr.hours.weekdays[index]}</dt>
                <dd>{tr.hours.dayHours(day)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
