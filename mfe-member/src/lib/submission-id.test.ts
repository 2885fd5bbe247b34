import { renderHook } from '@testing-library/react';
import { useSubmissionId } from '@/lib/submission-id';

describe('a money form submission id', () => {
  it('is kept while the same values are sent again, and new after a change or a success', () => {
    const { result } = renderHook(() => useSubmissionId());
    const first = result.current.idFor({ amount: 500 });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.idFor({ amount: 500 })).toBe(first);
    const changed = result.current.idFor({ amount: 600 });
    expect(changed).not.toBe(first);
    result.current.settle();
    expect(result.current.idFor({ amount: 600 })).not.toBe(changed);
  });
});
