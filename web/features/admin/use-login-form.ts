import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoginSchema, type LoginInput } from '#schema/api.ts';
import { valibotValidator } from '#web/lib/form-validation.ts';

/** Username and password, both required (docs/product.md §5), checked with the Worker's own LoginSchema. */
export function useLoginForm() {
  const { t } = useTranslation();
  return useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: valibotValidator(LoginSchema, (field) => t(`adminDialog.errors.${field}`)),
  });
}
