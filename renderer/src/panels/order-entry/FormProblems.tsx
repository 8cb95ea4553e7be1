import { ProblemText } from './problem-text';

interface FormProblemsProps {
  /** A problem no field of the form shows (it is about the whole order), or null. */
  readonly problem: { message: string; code?: number; hint?: string } | null;
  /** Why trading is disabled (connection lost, rate limited), or null. */
  readonly blockedReason: string | null;
}

/** What keeps an order form from sending, above its send button. */
export function FormProblems({ problem, blockedReason }: FormProblemsProps) {
  return (
    <>
      {problem && (
        <p role="alert" className="error-text">
          <ProblemText {...problem} />
        </p>
      )}
      {blockedReason && (
        <p role="alert" className="error-text" aria-label="Trading disabled">
          {blockedReason}
        </p>
      )}
    </>
  );
}
