// The messages of core's rules (validation, campaign codes, order times) shown by the diner
// app: core writes them in Turkish, the language of this module, so they are shown as they are.
export const rules = {
  say: (message: string): string => message,
};
