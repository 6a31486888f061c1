import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { WholesaleApplicationSchema, type WholesaleApplicationInput } from '#schema/wholesale-api.ts';
import { focusFirstInvalid, valibotValidator } from '#web/lib/form-validation.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useApplyWholesale } from './api/apply-wholesale.ts';
import '#web/components/dialog-styles.ts';

/** Mantine's classNames for a field where the applicant writes words: each line in its own direction (components/own-direction.css). */
const OWN_DIRECTION_FIELD = { input: 'own-direction' } as const;

const EMPTY: Required<{ [K in keyof WholesaleApplicationInput]: string }> = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  businessType: '',
  taxId: '',
  message: '',
  website: '',
};

type WholesaleDialogProps = { opened: boolean; onClose: () => void };

export function WholesaleDialog({ opened, onClose }: WholesaleDialogProps) {
  const { t } = useTranslation();
  const apply = useApplyWholesale();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: valibotValidator(WholesaleApplicationSchema, (field) => t(`wholesale.form.errors.${field}`)),
  });

  const submit = form.onSubmit(
    (values) =>
      apply.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('wholesale.submittedTitle'), t('wholesale.submittedText'));
          form.reset();
          onClose();
        },
        // A refusal with its own text (too many applications, say) says it; anything else the generic sentence.
        onError: (error) => notifyFailure(t('common.error'), error, t('wholesale.failed')),
      }),
    focusFirstInvalid,
  );

  const field = (name: keyof typeof EMPTY) => ({
    label: t(`wholesale.form.${name}`),
    ...form.getInputProps(name),
    disabled: apply.isPending,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wholesale.form.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              key={form.key('businessName')}
              {...field('businessName')}
              classNames={OWN_DIRECTION_FIELD}
              required
              autoComplete="organization"
            />
            <TextInput
              key={form.key('contactName')}
              {...field('contactName')}
              classNames={OWN_DIRECTION_FIELD}
              required
              autoComplete="name"
            />
            <TextInput key={form.key('email')} {...field('email')} required type="email" autoComplete="email" dir="ltr" />
            <TextInput key={form.key('phone')} {...field('phone')} required type="tel" autoComplete="tel" dir="ltr" />
            <TextInput
              key={form.key('businessType')}
              {...field('businessType')}
              classNames={OWN_DIRECTION_FIELD}
              required
              placeholder={t('wholesale.form.businessTypePlaceholder')}
            />
            <TextInput key={form.key('taxId')} {...field('taxId')} classNames={OWN_DIRECTION_FIELD} />
          </SimpleGrid>
          <Textarea key={form.key('message')} {...field('message')} classNames={OWN_DIRECTION_FIELD} rows={3} />
          {/* The honeypot (schema/wholesale-api.ts): out of sight, out of the tab order and hidden from screen readers. */}
          <VisuallyHidden aria-hidden>
            <input key={form.key('website')} {...form.getInputProps('website')} name="website" tabIndex={-1} autoComplete="off" />
          </VisuallyHidden>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={apply.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={apply.isPending}>
              {t('wholesale.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
