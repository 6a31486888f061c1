import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import classes from './PlainField.module.css';

type PlainSelectProps = Omit<ComponentProps<'select'>, 'size' | 'children'> & {
  /** The visible label; without one, give the select an aria-label. */
  label?: ReactNode;
  size?: 'xs' | 'sm';
  data: readonly { value: string; label: string }[];
};

/** Mantine's up-and-down chevron (ComboboxChevron's path), drawn where NativeSelect draws it. */
function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The browser's own select drawn as Mantine's NativeSelect: keyboard, screen readers and phones handle it well, it
 * works in the server's HTML before any code has come, and Mantine's input components (InputBase, its wrapper, label,
 * description and error parts: about 5 KB gzipped) stay out of the first load of the pages that show one from the start.
 */
export function PlainSelect({ label, size = 'sm', data, id, style, ...select }: PlainSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <FieldFrame label={label} inputId={selectId} size={size} style={style} rightSection={<Chevron />}>
      <select {...select} id={selectId} className={classes.input}>
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
