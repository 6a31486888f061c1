// Mantine's stylesheets one component at a time (docs/design.md budget: CSS of the first load <= 15 KB gzipped).
// Shared building blocks come first, as Mantine documents: a component's own sheet must follow
// the sheets it builds on (Card after Paper, Modal after ModalBase) or theirs would win.
// Add the file of any Mantine component you start using. Sheets only some parts need load with them:
// the staff area's in web/features/admin/styles.ts, the dialogs' and popovers' in web/components/dialog-styles.ts,
// SegmentedControl's in web/components/segmented-control-styles.ts, SimpleGrid's with the dialogs' and the staff area's
// (the first screens lay cards out with components/CardGrid.tsx),
// the toasts' in ToastContainer.tsx, DataList, Table, List, ThemeIcon, EmptyState and the carousel's with the parts that
// use them (the home page's sections below the fold, the gallery's empty state and the staff area load theirs).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './global.css';
