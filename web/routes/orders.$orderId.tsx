import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '#web/features/order-receipt/index.ts';

export const Route = createFileRoute('/orders/$orderId')({
  component: function OrderReceiptRoute() {
    return <ReceiptPage orderId={Route.useParams().orderId} />;
  },
});
