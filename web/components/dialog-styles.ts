// Mantine's sheets for dialogs and slide-over panels, loaded with the components that open them: every
// dialog of the shop loads when first opened, so a first visit carries none of this. Overlay and
// ModalBase come first, as Modal and Drawer build on them.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
