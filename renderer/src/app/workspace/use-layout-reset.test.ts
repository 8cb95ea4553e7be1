import { act, renderHook } from '@testing-library/react';
import type { DockviewApi } from 'dockview-react';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutReset } from './use-layout-reset';

const api = {} as DockviewApi;

describe('resetting the layout', () => {
  it('shows the default, stores it at once and says so only once it is stored', async () => {
    const applyDefault = vi.fn();
    let stored!: () => void;
    const keep = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    const { result } = renderHook(() => useLayoutReset(applyDefault));
    act(() => result.current.reset(api, keep));
    expect(applyDefault).toHaveBeenCalledWith(api);
    expect(keep).toHaveBeenCalledTimes(1);
    expect(result.current.notice).toBeUndefined();
    await act(async () => stored());
    expect(result.current.notice).toEqual({ failed: false, text: 'Layout reset to the default.' });
  });

  it('says the default could not be kept when main refuses to store it, until dismissed', async () => {
    const keep = () => Promise.reject(new Error('The disk is full.'));
    const { result } = renderHook(() => useLayoutReset(vi.fn()));
    await act(async () => result.current.reset(api, keep));
    expect(result.current.notice).toEqual({
      failed: true,
      text: 'The default layout is shown, but it could not be kept for next time: The disk is full.',
    });
    act(() => result.current.dismiss());
    expect(result.current.notice).toBeUndefined();
  });
});
