import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import './info.css';

const t = texts('info');

type Section = { title: string; text: string; items?: readonly string[] };

/** A page's sections: `<page>.sections.<n>.title`, `.text`, and the list `.items` if any. */
function sectionsOf(page: 'info.terms' | 'info.privacy'): Section[] {
  const sections: Section[] = [];
  for (let title = t.lookup(`${page}.sections.0.title`); title !== undefined;) {
    const at = `${page}.sections.${sections.length}` as const;
    const items = t.list(`${at}.items`);
    sections.push({
      title,
      text: t.lookup(`${at}.text`) ?? '',
      ...(items.length ? { items } : {}),
    });
    title = t.lookup(`${page}.sections.${sections.length}.title`);
  }
  return sections;
}

/** A page of titled paragraphs (terms, privacy), linked from registration. */
export function InfoTextPage(props: {
  title: string;
  page: 'info.terms' | 'info.privacy';
  /** Where the header's back link goes: registration unless the page says otherwise. */
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={props.title} backTo={props.backTo ?? '/register'} />
      <div className="page-content">
        <p className="info-text__updated">{t(`${props.page}.updated`)}</p>
        {sectionsOf(props.page).map((section) => (
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
