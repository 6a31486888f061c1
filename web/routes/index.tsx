import { createFileRoute } from '@tanstack/react-router';
import { HomeSearchSchema } from '#web/features/catalog/category-filter.ts';
import { HomePage } from '#web/features/catalog/HomePage.tsx';

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  component: HomePage,
});
