import { statusWord } from '@shared/ipc/order-words';

/** "Open NEW": the trader's word, then the venue's name as secondary text (hidden from screen readers). */
export function StatusWords({ status }: { status: string }) {
  const word = statusWord(status);
  return (
    <>
      {word}
      {word !== status && (
        <span className="api-name" aria-hidden="true">
          {' '}
          {status}
        </span>
      )}
    </>
  );
}
