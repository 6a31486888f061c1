import { PlainContainer, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ErrorFallback.module.css';

/**
 * What a page shows instead of going blank when something in it throws: a translated "Something went
 * wrong" and a retry that loads the page again (its loader and its queries).
 */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    console.error('a page failed to render', error);
  }, [error]);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <PlainContainer size="sm" className={classes.page}>
      <PlainStack align="center" gap="md" className={classes.message} role="alert">
        <PlainTitle order={1}>{t('common.somethingWentWrong')}</PlainTitle>
        <PlainText c="dimmed">{t('common.somethingWentWrongText')}</PlainText>
        <ShopButton onClick={retry}>{t('common.tryAgain')}</ShopButton>
      </PlainStack>
    </PlainContainer>
  );
}
