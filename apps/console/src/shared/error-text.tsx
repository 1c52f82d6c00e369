import { ApiError } from './api.ts';

/** The server's message for a failed call, shown as it says it (it names what was wrong). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorBox({ error, testId }: { error: unknown; testId?: string }) {
  if (!error) return null;
  return (
    <div className="error-box" role="alert" data-testid={testId}>
      {errorText(error)}
    </div>
  );
}
