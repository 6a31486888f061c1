import { createFileRoute } from '@tanstack/react-router';
import { loadSharedReceipt, ReceiptLinkNotFound, SharedReceiptPage } from '#web/features/order-receipt/index.ts';

export const Route = createFileRoute('/receipts/$token')({
  loader: ({ context, params }) => loadSharedReceipt(context.queryClient, params.token),
  component: function SharedReceiptRoute() {
    return <SharedReceiptPage token={Route.useParams().token} />;
  },
  notFoundComponent: ReceiptLinkNotFound,
});
