/** A check's problem as shown: the venue's message with its code, then what the rule wants. */
export function ProblemText({ message, code, hint }: { message: string; code?: number; hint?: string }) {
  return (
    <>
      {code === undefined ? message : `${message} (code ${code})`}
      {hint && <span className="problem-hint"> {hint}</span>}
    </>
  );
}
