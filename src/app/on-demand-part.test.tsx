import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemandPart } from './on-demand-part';

describe('a part loaded on demand', () => {
  it('loads nothing until wanted, says when the load failed, and loads again on retry', async () => {
    const importPart = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('the part');
    const part = onDemandPart(importPart);
    const view = renderHook(({ wanted }) => part.usePart(wanted), {
      initialProps: { wanted: false },
    });
    expect(importPart).not.toHaveBeenCalled();

    view.rerender({ wanted: true });
    await waitFor(() => expect(view.result.current.failed).toBe(true));
    expect(view.result.current.part).toBeUndefined();

    act(() => view.result.current.retry());
    await waitFor(() => expect(view.result.current.part).toBe('the part'));
    expect(view.result.current.failed).toBe(false);
    expect(importPart).toHaveBeenCalledTimes(2);

    // Loaded once: a part shown later has it at once and asks for nothing.
    const later = renderHook(() => part.usePart());
    expect(later.result.current.part).toBe('the part');
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});
