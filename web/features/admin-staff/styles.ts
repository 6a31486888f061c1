// The Mantine stylesheets the staff screens of this feature use beyond the app's shared ones (web/app/styles.ts); the
// invite page has no staff layout around it to bring them. Each follows the sheets it builds on.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/PasswordInput.css';
