/**
 * A Dropzone's file input, out of the accessibility tree: react-dropzone only hides it from sight, and a control
 * inside the dropzone's button would still reach a screen reader (axe: nested-interactive). The file picker opens
 * on a click, Enter or Space as before, and a file dropped on the zone is taken as before.
 */
export const HIDDEN_FILE_INPUT = { style: { display: 'none' } } as const;
