import { createFileRoute } from '@tanstack/react-router';
import { SearchPage, SearchPageSchema, SearchPending } from '#web/features/search/index.ts';

export const Route = createFileRoute('/search')({
  validateSearch: SearchPageSchema,
  pendingComponent: SearchPending,
  component: SearchPage,
});
