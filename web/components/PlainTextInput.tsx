import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import classes from './PlainField.module.css';

type PlainTextInputProps = Omit<ComponentProps<'input'>, 'size'> & {
  /** The visible label; without one, give the input an aria-label. */
  label?: ReactNode;
  size?: 'xs' | 'sm';
  /** An icon before the text (it takes no clicks). */
  leftSection?: ReactNode;
  /** A control or an indicator after the text (a clear button, a loader). */
  rightSection?: ReactNode;
};

/**
 * The browser's own text input drawn as Mantine's TextInput, for the fields of the pages the Worker renders (the
 * gallery's search, the search page's price range): Mantine's input components stay out of their first load (PlainSelect).
 */
export function PlainTextInput({ label, size = 'sm', leftSection, rightSection, id, style, ...input }: PlainTextInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <FieldFrame label={label} inputId={inputId} size={size} style={style} leftSection={leftSection} rightSection={rightSection}>
      <input {...input} id={inputId} className={classes.input} />
    </FieldFrame>
  );
}
