import { statusWord } from '@shared/ipc/order-words';
import { WordAndApiName } from '../../ui/WordAndApiName';

/** An order's status: "Open NEW", the venue's name after the trader's word. */
export const StatusWords = ({ status }: { status: string }) => (
  <WordAndApiName word={statusWord(status)} name={status} />
);
