import type { ReactNode } from 'react';
import './form.css';

export type BannerKind = 'error' | 'success' | 'info' | 'warning';

/**
 * A message inside a screen: red errors are alerts (read at once), the others are polite
 * status messages. Pass `id` when a control points at it with aria-describedby.
 */
export function Banner(props: { kind: BannerKind; children: ReactNode; id?: string }) {
  return (
    <div
      id={props.id}
      className={`banner banner--${props.kind}`}
      role={props.kind === 'error' ? 'alert' : 'status'}
    >
      {props.children}
    </div>
  );
}
