/** The body as JSON when it parses, as text otherwise, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a `{ success, data, message }` envelope (000 §7.1): data is unwrapped when present,
 * otherwise the body itself is the data. `success: false` marks a failure whatever the status.
 */
export function unwrapEnvelope(body: unknown): {
  data: unknown;
  message: string | undefined;
  failed: boolean;
} {
  if (!isObject(body)) return { data: body, message: undefined, failed: false };
  const message = typeof body.message === 'string' ? body.message : undefined;
  const wrapped = typeof body.success === 'boolean' && 'data' in body;
  return { data: wrapped ? body.data : body, message, failed: body.success === false };
}
