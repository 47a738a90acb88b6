/**
 * The redirectPath query as an in-app path (default '/'): only paths inside the app are
 * followed, never another site ('//evil.example', 'https://…') or the auth screens themselves.
 */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  if (/^\/(login|register|forgot-password|reset-password|verify)(\/|\?|$)/.test(value)) return '/';
  return value;
}
