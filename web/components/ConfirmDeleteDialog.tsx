import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '#web/components/dialog-styles.ts';

type ConfirmDeleteDialogProps<T> = {
  /** What would be deleted; the dialog is open while it is set. */
  item: T | null;
  title: string;
  /** The question, naming the item. */
  question: string;
  confirmLabel: string;
  deleting: boolean;
  onConfirm: (item: T) => void;
  onCancel: () => void;
};

/** Asks before something is deleted; Cancel has the focus, so Enter does not delete. */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  question,
  confirmLabel,
  deleting,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal opened={item !== null} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={() => item !== null && onConfirm(item)}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
