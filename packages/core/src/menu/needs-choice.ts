/**
 * The product has an option group the diner must choose in: its card opens the sheet instead
 * of adding, in the app and on the menu's first screen the server draws (ADR 062, 087).
 */
export const needsChoice = (product: {
  options: readonly { required: boolean; choices: readonly unknown[] }[];
}): boolean => product.options.some((option) => option.required && option.choices.length > 0);
