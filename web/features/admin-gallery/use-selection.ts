import { useCallback, useMemo, useState } from 'react';

/**
 * Which images are ticked for the bulk bar. Only ids still in `shownIds` count, so an image that
 * left the list (deleted, filtered out) is never part of a batch.
 */
export function useSelection(shownIds: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  const selectedIds = useMemo(() => shownIds.filter((id) => ticked.has(id)), [shownIds, ticked]);

  const toggle = useCallback((id: number, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const selectAll = useCallback((on: boolean) => setTicked(on ? new Set(shownIds) : new Set()), [shownIds]);
  const clear = useCallback(() => setTicked(new Set()), []);
  const isSelected = useCallback((id: number) => ticked.has(id), [ticked]);

  return {
    selectedIds,
    isSelected,
    toggle,
    selectAll,
    clear,
    allSelected: shownIds.length > 0 && selectedIds.length === shownIds.length,
  };
}

export type Selection = ReturnType<typeof useSelection>;
