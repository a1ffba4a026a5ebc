import { act, renderHook } from '@testing-library/react';
import { useIdSet } from './useIdSet';

describe('useIdSet', () => {
  it('includes, takes out, toggles and clears ids, keeping the same set when nothing changes', () => {
    const { result } = renderHook(() => useIdSet());
    act(() => result.current.include('a', true));
    act(() => result.current.toggle('b'));
    expect([...result.current.ids]).toEqual(['a', 'b']);
    const before = result.current.ids;
    act(() => result.current.include('a', true));
    expect(result.current.ids).toBe(before);
    act(() => result.current.toggle('a'));
    act(() => result.current.include('b', false));
    expect(result.current.ids.size).toBe(0);
    act(() => result.current.include('c', true));
    act(() => result.current.clear());
    expect(result.current.ids.size).toBe(0);
  });
});
