// Mantine's SegmentedControl sheets, loaded with the parts that use the component (the checkout's payment method,
// the staff area's filters): the shop's first screens draw theirs with ChoiceToggle, so a first visit carries none.
// FloatingIndicator comes first, as SegmentedControl builds on it.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
