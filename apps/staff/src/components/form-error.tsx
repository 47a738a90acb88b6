/**
 * What stopped a form or a call, read out as it appears (role alert): a check's message or the
 * server's refusal as it came. Nothing while nothing is wrong.
 */
export function FormError({ error }: { error: string | { message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-error">
      {typeof error === 'string' ? error : error.message}
    </p>
  );
}
