import { Children, cloneElement, isValidElement, type ComponentPropsWithoutRef, type ReactElement } from 'react';
import { classNames, spacing, styleOf, type Step } from './theme-values.ts';

/** Mantine's Card and Paper class names (their sheets, checked against Card.classes and Paper.classes by plain.test.tsx). */
export const CARD_CLASSES = { root: 'm_e615b15f', section: 'm_599a2148', paper: 'm_1b7284a3' };

type PlainCardProps = ComponentPropsWithoutRef<'div'> & {
  withBorder?: boolean;
  radius?: Step;
  padding?: Step | number;
  /** The element it is drawn as, such as an `article`. */
  component?: 'div' | 'article' | 'section';
};
type SectionProps = ComponentPropsWithoutRef<'div'> & { 'data-first-section'?: boolean; 'data-last-section'?: boolean };

/** Mantine's Paper: a surface with the theme's radius, bordered if asked. */
export function PlainPaper({ withBorder, radius, className, style, ...others }: Omit<PlainCardProps, 'padding' | 'component'>) {
  return (
    <div
      style={styleOf({ '--paper-radius': radius && `var(--mantine-radius-${radius})` }, style)}
      className={classNames(className, CARD_CLASSES.paper, 'mantine-Paper-root')}
      data-with-border={withBorder ? 'true' : undefined}
      {...others}
    />
  );
}

/** Mantine's Card as plain markup with Mantine's sheets: a section first or last in it reaches its edges, as there. */
export function PlainCard({ withBorder, radius, padding, component, className, style, children, ...others }: PlainCardProps) {
  const Tag = component ?? 'div';
  const parts = Children.toArray(children);
  const marked = parts.map((part, index) =>
    isValidElement(part) && part.type === PlainCardSection
      ? cloneElement(part as ReactElement<SectionProps>, {
          'data-first-section': index === 0 || undefined,
          'data-last-section': index === parts.length - 1 || undefined,
        })
      : part,
  );
  const variables = {
    '--paper-radius': radius && `var(--mantine-radius-${radius})`,
    '--card-padding': padding === undefined ? undefined : spacing(padding),
  };
  return (
    <Tag
      style={styleOf(variables, style)}
      className={classNames(className, CARD_CLASSES.root, 'mantine-Card-root', CARD_CLASSES.paper, 'mantine-Paper-root')}
      data-with-border={withBorder ? 'true' : undefined}
      data-orientation="vertical"
      {...others}
    >
      {marked}
    </Tag>
  );
}

export function PlainCardSection({ className, 'data-first-section': first, 'data-last-section': last, ...others }: SectionProps) {
  return (
    <div
      className={classNames(CARD_CLASSES.section, 'mantine-Card-section', className)}
      data-orientation="vertical"
      data-first-section={first ? 'true' : undefined}
      data-last-section={last ? 'true' : undefined}
      {...others}
    />
  );
}
