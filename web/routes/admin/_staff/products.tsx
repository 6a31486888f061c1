import { createFileRoute } from '@tanstack/react-router';
import { ProductManagementTab } from '#web/features/admin-products/index.ts';

export const Route = createFileRoute('/admin/_staff/products')({ component: ProductManagementTab });
