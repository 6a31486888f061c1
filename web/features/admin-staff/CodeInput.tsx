import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The six digits an authenticator app shows: a numeric keyboard on phones, and the browser may fill it in. */
export function CodeInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('admin.secondFactor.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      w={{ base: '100%', xs: 220 }}
      {...props}
    />
  );
}
