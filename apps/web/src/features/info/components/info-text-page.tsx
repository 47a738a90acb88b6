import { PageHeader } from '../../../components/ui/page-header.tsx';
import './info.css';

/** A page of titled paragraphs (terms, privacy), linked from registration. */
export function InfoTextPage(props: {
  title: string;
  updated: string;
  sections: readonly { title: string; text: string }[];
}) {
  return (
    <>
      <PageHeader title={props.title} backTo="/register" />
      <div className="page-content">
        <p className="info-text__updated">{props.updated}</p>
        {props.sections.map((section) => (
          <section key={section.title} className="card info-text">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
