import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useLoginForm } from './use-login-form.ts';
import type { CodeStep } from './use-staff-sign-in.ts';
import './styles.ts';

type LoginFieldsProps = { form: ReturnType<typeof useLoginForm>; disabled: boolean; autoFocus?: boolean; codeStep?: CodeStep };

/**
 * The sign-in fields, shared by the header dialog and the /admin form; the code once the server asks for it, or
 * offered (not required) after too many tries, saying that a second factor lets its holder in now.
 */
export function LoginFields({ form, disabled, autoFocus = false, codeStep = 'hidden' }: LoginFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('adminDialog.username')}
        required
        autoComplete="username"
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus={autoFocus || undefined}
        disabled={disabled}
        key={form.key('username')}
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t('adminDialog.password')}
        required
        autoComplete="current-password"
        disabled={disabled}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('adminDialog.togglePassword') }}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      {codeStep !== 'hidden' && (
        <TextInput
          label={t('adminDialog.code')}
          description={codeStep === 'offered' ? t('adminDialog.codeWhileLimited') : t('adminDialog.codeHint')}
          required={codeStep === 'required'}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          autoFocus
          disabled={disabled}
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
      )}
    </>
  );
}
