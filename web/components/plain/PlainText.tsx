import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { classNames, styleOf, themeColor, type Step } from './theme-values.ts';

/** Mantine's Text, Title and Anchor class names (their sheets, checked against each component's `classes` by plain.test.tsx). */
export const TEXT_CLASSES = { root: 'm_b6d8b162' };
export const TITLE_CLASSES = { root: 'm_8a5d1357' };
export const ANCHOR_CLASSES = { root: 'm_849cf0da' };

type TextLook = {
  size?: Step;
  /** A theme colour, as Mantine's `c` prop takes it (`dimmed`, `white`, `dark.8`). */
  c?: string;
  fw?: CSSProperties['fontWeight'];
  /** Lines shown before the text ends with an ellipsis. */
  lineClamp?: number;
};

type TextTag = 'p' | 'span' | 'div';
type PlainTextProps<T extends TextTag> = TextLook & { component?: T } & ComponentPropsWithoutRef<T>;

/** The variables Mantine's Text and Anchor write for a size step. */
const textSize = (size: Step | undefined) => ({
  '--text-fz': size && `var(--mantine-font-size-${size})`,
  '--text-lh': size && `var(--mantine-line-height-${size})`,
});

/** Mantine's Text as plain markup with Mantine's sheet: no Box, style props or theme lookups at run time. */
export function PlainText<T extends TextTag = 'p'>({ component, size, c, fw, lineClamp, className, style, ...others }: PlainTextProps<T>) {
  const Tag = (component ?? 'p') as 'p';
  const variables = {
    ...textSize(size),
    '--text-line-clamp': lineClamp,
    color: c && themeColor(c),
    fontWeight: fw,
  };
  return (
    <Tag
      style={styleOf(variables, style)}
      className={classNames('mantine-focus-auto', className, TEXT_CLASSES.root, 'mantine-Text-root')}
      data-size={size}
      data-line-clamp={lineClamp === undefined ? undefined : 'true'}
      {...(others as ComponentPropsWithoutRef<'p'>)}
    />
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type PlainTitleProps = Omit<TextLook, 'size'> & {
  order: HeadingLevel;
  /** The look of another heading level, as Mantine's `size="h5"`. */
  size?: `h${HeadingLevel}`;
} & ComponentPropsWithoutRef<'h1'>;

/** Mantine's Title as plain markup with Mantine's sheet. */
export function PlainTitle({ order, size, c, fw, lineClamp, className, style, ...others }: PlainTitleProps) {
  const Tag = `h${order}` as const;
  const look = size ?? Tag;
  const variables = {
    '--title-fw': `var(--mantine-${look}-font-weight)`,
    '--title-lh': `var(--mantine-${look}-line-height)`,
    '--title-fz': `var(--mantine-${look}-font-size)`,
    '--title-line-clamp': lineClamp,
    color: c && themeColor(c),
    fontWeight: fw,
  };
  return (
    <Tag
      style={styleOf(variables, style)}
      className={classNames(className, TITLE_CLASSES.root, 'mantine-Title-root')}
      data-size={size}
      data-order={order}
      data-line-clamp={lineClamp === undefined ? undefined : 'true'}
      {...others}
    />
  );
}

/** Props that draw a link (an `<a>` or the router's Link) as Mantine's Anchor: underlined on hover. */
export function anchorLook({ size, className }: { size?: Step; className?: string } = {}) {
  return {
    style: styleOf(textSize(size)),
    className: classNames(
      'mantine-focus-auto',
      ANCHOR_CLASSES.root,
      className,
      TEXT_CLASSES.root,
      'mantine-Text-root',
      'mantine-Anchor-root',
    ),
    'data-size': size,
    'data-underline': 'hover',
  };
}
