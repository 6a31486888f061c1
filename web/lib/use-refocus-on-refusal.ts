import { useEffect, useEffectEvent } from 'react';

/**
 * After a refused submit, the focus goes back where the person goes on from: the field to correct, or the button that
 * tries again. A form's fields are disabled while it is sent, and a disabled field drops the focus to the page: whoever
 * pressed Enter after a wrong password or code had to find the field again. `refusal` is the request's error, a new one per
 * refusal; the effect runs once the answer's render has enabled the fields again.
 */
export function useRefocusOnRefusal(refusal: unknown, field: () => HTMLElement | null) {
  const refocus = useEffectEvent(() => field()?.focus());
  useEffect(() => {
    if (refusal) refocus();
  }, [refusal]);
}
