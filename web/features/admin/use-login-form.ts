import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoginSchema, type LoginInput } from '#schema/sign-in-api.ts';
import { valibotValidator } from '#web/lib/form-validation.ts';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Username and password, both required (docs/product.md §5), checked with the Worker's own LoginSchema; and,
 * once the server asked for it (`askCode`), the six-digit code of the authenticator app.
 */
export function useLoginForm(askCode = false) {
  const { t } = useTranslation();
  const validateCredentials = valibotValidator(LoginSchema, (field) => t(`adminDialog.errors.${field}`));
  return useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', code: '' },
    validate: (values) => {
      const errors = validateCredentials(values);
      if (askCode && !SIX_DIGITS.test(values.code?.trim() ?? '')) errors.code = t('adminDialog.errors.code');
      return errors;
    },
  });
}
