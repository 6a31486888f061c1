import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { loadSharedReceipt, ReceiptLinkNotFound, SharedReceiptPage } from '#web/features/order-receipt/index.ts';

export const Route = createFileRoute('/receipts/$token')({
  loader: ({ context, params }) => loadSharedReceipt(context.queryClient, params.token),
  component: withMantine(SharedReceiptRoute),
  notFoundComponent: withMantine(ReceiptLinkNotFound),
});

function SharedReceiptRoute() {
  return <SharedReceiptPage token={Route.useParams().token} />;
}
