import type { ReactNode } from 'react';
import { type Params, useLocation, useParams } from 'react-router';

/** What a route's loader reads: the path's parameters and the whole address. */
export type RouteVisit = { params: Readonly<Params>; url: URL };

const started = new WeakMap<(visit: RouteVisit) => void, Set<string>>();

/**
 * Starts `load` (a route's calls, the code of the screen it usually leads to) once per visit
 * of the route, as it first renders: before the screen's own code has arrived, so both download
 * together. A visit is a history entry (`location.key`), so a render again, or React rendering
 * twice in development, starts nothing twice. `load` must only start work that is safe to
 * start again later, such as a query prefetch (docs/decisions/029-declarative-router.md).
 */
export function RouteLoader({
  load,
  children,
}: {
  load: (visit: RouteVisit) => void;
  children: ReactNode;
}) {
  const params = useParams();
  const location = useLocation();
  let keys = started.get(load);
  if (!keys) started.set(load, (keys = new Set()));
  if (!keys.has(location.key)) {
    keys.add(location.key);
    const { pathname, search, hash } = location;
    load({ params, url: new URL(`${pathname}${search}${hash}`, window.location.origin) });
  }
  return children;
}
