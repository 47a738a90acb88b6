import { texts } from '../../i18n/texts.ts';
import { PageHeader } from './page-header.tsx';

const t = texts('app');

/** A screen a later issue builds: its title and a short text, never a blank page. */
export function PlaceholderPage(props: { title: string; text?: string; backTo?: string }) {
  return (
    <>
      <PageHeader title={props.title} {...(props.backTo ? { backTo: props.backTo } : {})} />
      <div className="page-content">
        <section className="card">
          <p className="card__text">{props.text ?? t('app.placeholder')}</p>
        </section>
      </div>
    </>
  );
}
