import type { CSSProperties, ReactNode } from 'react';
import classes from './PlainField.module.css';

type FieldFrameProps = {
  label: ReactNode | undefined;
  inputId: string;
  size: 'xs' | 'sm';
  style: CSSProperties | undefined;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
};

/** A field's label above its control, and the control's sections on either side (PlainSelect, PlainTextInput). */
export function FieldFrame({ label, inputId, size, style, leftSection, rightSection, children }: FieldFrameProps) {
  const control = (
    <div
      className={classes.control}
      data-size={size}
      data-with-left={leftSection ? '' : undefined}
      data-with-right={rightSection ? '' : undefined}
      style={label === undefined ? style : undefined}
    >
      {leftSection && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      {children}
      {rightSection && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </div>
  );
  if (label === undefined) return control;
  return (
    <div className={classes.field} style={style}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      {control}
    </div>
  );
}
