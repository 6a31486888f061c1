// Mantine's look without Mantine's code: the first screens' markup drawn with Mantine's own sheets and variables,
// so what every visitor downloads and runs before the first tap is plain React (docs/design.md, Budgets).
// Parts that load later (dialogs, the staff area) use Mantine's components (docs/decisions/011).
export { PlainBadge } from './PlainBadge.tsx';
export { PlainCard, PlainCardSection, PlainPaper } from './PlainCard.tsx';
export { PlainCenter, PlainContainer, PlainGroup, PlainSkeleton, PlainStack, PlainVisuallyHidden, unstyledLook } from './PlainLayout.tsx';
export { anchorLook, PlainText, PlainTitle } from './PlainText.tsx';
export { classNames, rem, spacing, themeColor, TRANSPARENT_BORDER } from './theme-values.ts';
