import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';

/** An action on the family's account; its orders and positions are read again as soon as it is answered. */
export function useFamilyAction<V = void, R = unknown>(
  family: FuturesFamily,
  action: (value: V) => Promise<R>,
  onSuccess?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess,
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });
}
