import { useId } from 'react';
import classes from './ChoiceToggle.module.css';

type ChoiceToggleProps<Value extends string> = {
  /** The group's name for screen readers. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/**
 * One of a few choices side by side, as Mantine's SegmentedControl draws them, made of the browser's own radio buttons:
 * its component, floating indicator and sheets (2.0 KB of JS and 0.6 KB of CSS gzipped on each page) stay out of the first load of
 * the pages that show one from the start (docs/design.md, Budgets). Arrow keys move between the choices, as in any
 * radio group.
 */
export function ChoiceToggle<Value extends string>({ label, value, options, onChange }: ChoiceToggleProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
