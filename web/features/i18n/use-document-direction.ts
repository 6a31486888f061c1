import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from './i18n.ts';

/** Keeps Mantine's direction in step with the language (Arabic is right-to-left). */
export function useDocumentDirection(): void {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(i18n.language)), [i18n.language, setDirection]);
}
