import { PageHeader } from '../../../components/ui/page-header.tsx';
import './info.css';

type Section = { title: string; text: string; items?: readonly string[] };

/** A page of titled paragraphs (terms, privacy), linked from registration. */
export function InfoTextPage(props: {
  title: string;
  updated: string;
  sections: readonly Section[];
  /** Where the header's back link goes: registration unless the page says otherwise. */
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={props.title} backTo={props.backTo ?? '/register'} />
      <div className="page-content">
        <p className="info-text__updated">{props.updated}</p>
        {props.sections.map((section) => (
          <section key={section.title} className="card info-text">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
            {section.items && (
              <ul className="info-text__items">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
