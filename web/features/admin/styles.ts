// The Mantine stylesheets only the staff area and its sign-in use, loaded with them rather than with
// every shopper's first page. Each follows the sheets it builds on (web/app/styles.ts loads the shared ones).
import '#web/components/dialog-styles.ts';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
