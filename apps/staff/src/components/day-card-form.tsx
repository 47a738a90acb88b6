import type { FormEvent, ReactNode } from 'react';

/**
 * A form on one of the day's cards (opening and closing the day, the register's Z, the tips):
 * named by its title and sent without a page load; `onSubmit` gets the event for the button
 * that sent it.
 */
export function DayCardForm({
  className,
  titleId,
  onSubmit,
  children,
}: {
  className?: string;
  titleId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `day-card ${className}` : 'day-card'}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
