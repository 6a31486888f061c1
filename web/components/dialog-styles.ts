// Mantine's sheets for dialogs and slide-over panels, and for the popovers of Select and Combobox (the
// predictive search, the search page's and the staff area's selects), loaded with the components that
// open them: the first screen of the shop uses none (native selects), so a first visit carries none of
// this. Overlay and ModalBase come first, as Modal and Drawer build on them; Popover before Combobox.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
// The checkout's and the wholesale form's field rows.
import '@mantine/core/styles/SimpleGrid.css';
// A field where a person writes (a name, an address, a message) in its own direction: class own-direction, on the
// field's input (Mantine's classNames), for the checkout and the wholesale form. In this sheet: one of its own was one
// more file named in the first load's list of what each dialog preloads (+46 B gzipped on every page).
import './own-direction.css';
