/**
 * A trader's word with the venue's name after it as secondary text ("Open NEW", "Stop market
 * STOP_MARKET"), hidden from screen readers, which hear the word alone; the word alone where they match.
 */
export function WordAndApiName({ word, name }: { readonly word: string; readonly name: string }) {
  return (
    <>
      {word}
      {word !== name && (
        <span className="api-name" aria-hidden="true">
          {' '}
          {name}
        </span>
      )}
    </>
  );
}
