import { createFileRoute } from '@tanstack/react-router';
import { HomeSearchSchema } from '../features/catalog/category-filter';
import { HomePage } from '../features/catalog/HomePage';

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  component: HomePage,
});
