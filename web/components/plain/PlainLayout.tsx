import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { classNames, rem, spacing, styleOf, type Step } from './theme-values.ts';

/** Mantine's Container, Group, Stack, Center, Skeleton, VisuallyHidden and UnstyledButton class names (checked against theirs by plain.test.tsx). */
export const LAYOUT_CLASSES = {
  container: 'm_7485cace',
  group: 'm_4081bf90',
  stack: 'm_6d731127',
  center: 'm_4451eb3a',
  skeleton: 'm_18320242',
  visuallyHidden: 'm_515a97f8',
  unstyledButton: 'm_87cf2631',
};

type ContainerTag = 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav';
type PlainContainerProps = ComponentPropsWithoutRef<'div'> & { size?: Step; component?: ContainerTag };

/** Mantine's Container: the page's width, centred, with the theme's side padding. */
export function PlainContainer({ size, component, className, style, ...others }: PlainContainerProps) {
  const Tag = component ?? 'div';
  return (
    <Tag
      style={styleOf({ '--container-size': size && `var(--container-size-${size})` }, style)}
      className={classNames(className, LAYOUT_CLASSES.container, 'mantine-Container-root')}
      data-size={size}
      data-strategy="block"
      {...others}
    />
  );
}

type FlexTag = 'div' | 'section' | 'nav' | 'span';
type FlexLook = {
  gap?: Step | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** The element it is drawn as: a `nav` or `section` where that is what it is, a `span` inside a link. */
  component?: FlexTag;
};

/** Mantine's Group: a row that wraps, centred across by default. */
export function PlainGroup({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  component,
  className,
  style,
  ...others
}: ComponentPropsWithoutRef<'div'> & FlexLook & { wrap?: CSSProperties['flexWrap'] }) {
  const Tag = component ?? 'div';
  const variables = { '--group-gap': spacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap };
  return (
    <Tag style={styleOf(variables, style)} className={classNames(className, LAYOUT_CLASSES.group, 'mantine-Group-root')} {...others} />
  );
}

/** Mantine's Stack: a column, stretched across by default. */
export function PlainStack({
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  component,
  className,
  style,
  ...others
}: ComponentPropsWithoutRef<'div'> & FlexLook) {
  const Tag = component ?? 'div';
  const variables = { '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': justify };
  return (
    <Tag style={styleOf(variables, style)} className={classNames(className, LAYOUT_CLASSES.stack, 'mantine-Stack-root')} {...others} />
  );
}

/** Mantine's Center: its content centred both ways. */
export function PlainCenter({ className, ...others }: ComponentPropsWithoutRef<'div'>) {
  return <div className={classNames(className, LAYOUT_CLASSES.center, 'mantine-Center-root')} {...others} />;
}

type Length = number | string;
const length = (value: Length | undefined) => (typeof value === 'number' ? rem(value) : value);

/** Mantine's Skeleton: a shimmering placeholder of the given size. */
export function PlainSkeleton({
  height,
  width,
  radius,
  className,
  style,
  ...others
}: ComponentPropsWithoutRef<'div'> & { height?: Length; width?: Length; radius?: Step }) {
  const variables = {
    '--skeleton-height': length(height),
    '--skeleton-width': length(width),
    '--skeleton-radius': radius && `var(--mantine-radius-${radius})`,
  };
  return (
    <div
      style={styleOf(variables, style)}
      className={classNames(className, LAYOUT_CLASSES.skeleton, 'mantine-Skeleton-root')}
      data-visible="true"
      data-animate="true"
      {...others}
    />
  );
}

/** Mantine's VisuallyHidden: read by screen readers, not shown. */
export function PlainVisuallyHidden({ className, ...others }: ComponentPropsWithoutRef<'span'>) {
  return <span className={classNames(className, LAYOUT_CLASSES.visuallyHidden, 'mantine-VisuallyHidden-root')} {...others} />;
}

/**
 * The class names of Mantine's UnstyledButton, for a `<button type="button">` or a link that should look like neither:
 * no border, background or padding, and the theme's focus ring.
 */
export const unstyledLook = (className?: string) =>
  classNames('mantine-focus-auto', className, LAYOUT_CLASSES.unstyledButton, 'mantine-UnstyledButton-root');
