import { tr } from '../../i18n/tr.ts';
import { PageHeader } from './page-header.tsx';

/** A screen a later issue builds: its title and a short text, never a blank page. */
export function PlaceholderPage(props: { title: string; text?: string; backTo?: string }) {
  return (
    <>
      <PageHeader title={props.title} {...(props.backTo ? { backTo: props.backTo } : {})} />
      <div className="page-content">
        <section className="card">
          <p className="card__text">{props.text ?? tr.app.placeholder}</p>
        </section>
      </div>
    </>
  );
}
