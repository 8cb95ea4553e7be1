import { useEffect } from 'react';
import { useOrderTicketStore, type FormPreview } from '../../stores/order-ticket-store';

/**
 * Shows what the form would place on the chart while it is valid, and nothing once it is not, or
 * once the form is gone. Compared by content, so a render with the same order changes nothing.
 */
export function useFormPreview(preview: FormPreview | null): void {
  const key = preview === null ? '' : JSON.stringify(preview);
  useEffect(() => {
    useOrderTicketStore.getState().showPreview(key === '' ? null : (JSON.parse(key) as FormPreview));
  }, [key]);
  useEffect(() => () => useOrderTicketStore.getState().showPreview(null), []);
}
