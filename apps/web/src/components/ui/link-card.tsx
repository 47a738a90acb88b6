import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The card's CSS block: the section is `card <block>`, its title `<block>__title`. */
  block: string;
  /** More classes for the section, after the block's. */
  className?: string;
  title: ReactNode;
  /** The card's text: its paragraphs. */
  children: ReactNode;
  to: string;
  link: ReactNode;
};

/**
 * A card that says one thing and offers one way on: a region named by its title, its text and
 * a link drawn as a button (the home's invite and payment-done cards, the keep-account offer,
 * the cart's table prompt).
 */
export function LinkCard({ block, className, title, children, to, link }: Props) {
  const titleId = useId();
  return (
    <section className={`card ${block} ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      {children}
      <Link to={to} className="button">
        {link}
      </Link>
    </section>
  );
}
