import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** True when the keyboard focus has nowhere to be: its control went away (or was disabled). */
export const focusWasLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * When a line of `list` goes away under the keyboard (its Remove pressed), the focus moves to the Remove
 * of the line that took its place, or of the line above when it was the last, instead of falling to <body>.
 */
export function useFocusNextLineAfterRemoval(list: RefObject<HTMLElement | null>, lineIds: readonly number[]) {
  const previous = useRef(lineIds);
  useLayoutEffect(() => {
    const removedAt = previous.current.findIndex((id) => !lineIds.includes(id));
    previous.current = lineIds;
    if (removedAt < 0 || !focusWasLost()) return;
    const removes = list.current?.querySelectorAll<HTMLElement>('[data-cart-remove]') ?? [];
    removes[Math.min(removedAt, removes.length - 1)]?.focus();
  }, [list, lineIds]);
}

/** Takes the focus when it arrives with the focus lost (the cart emptied from under the keyboard). */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (focusWasLost()) target.current?.focus();
  }, [target]);
}
