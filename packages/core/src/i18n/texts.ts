/**
 * The shape of a catalog of Turkish messages without its literals: what its English twin must
 * provide key for key (a string for a string, the same function for a function).
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends object
      ? { readonly [K in keyof T]: Texts<T[K]> }
      : T;
