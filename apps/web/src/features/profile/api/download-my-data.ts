import { api } from '../../../lib/api-client.ts';

/**
 * GET /users/me/export (issue 35 §5, ADR 090): everything the server keeps about the diner,
 * saved on the phone as a JSON file named for the day. Throws ApiError with the server's
 * Turkish text (a 429 says when to try again).
 */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<object>('/users/me/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `masa-verilerim-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
