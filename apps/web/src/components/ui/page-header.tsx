import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '../../i18n/texts.ts';
import { BackIcon } from './icons.tsx';
import './page-header.css';

const t = texts('app');

/** The coloured bar at the top of a screen: optional back link, title (h1), actions. */
export function PageHeader(props: { title: string; backTo?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      {props.backTo !== undefined && (
        <Link to={props.backTo} className="page-header__back" aria-label={t('app.back')}>
          <BackIcon />
        </Link>
      )}
      <h1 className="page-header__title">{props.title}</h1>
      {props.actions && <div className="page-header__actions">{props.actions}</div>}
    </header>
  );
}
