import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { ReceiptPage } from '#web/features/order-receipt/index.ts';

export const Route = createFileRoute('/orders/$orderId')({
  component: withMantine(OrderReceiptRoute),
});

function OrderReceiptRoute() {
  return <ReceiptPage orderId={Route.useParams().orderId} />;
}
