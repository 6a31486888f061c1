/** The staff dashboard (docs/product.md §2, "Dashboard"; docs/design.md §14): what GET /api/admin/dashboard answers. */
import type { CurrencyCode } from './catalog.ts';

/** The days the figures cover: today (UTC) and the 29 before it. */
export const DASHBOARD_DAYS = 30;

/** How many stones, images and currencies each ranking shows. */
export const DASHBOARD_TOP = 5;
export const DASHBOARD_CURRENCIES = 3;

/** A product with this many units or fewer (but some) is low on stock. */
export const LOW_STOCK_AT_MOST = 2;

/** How many low or sold-out products the dashboard names (the counts cover them all). */
export const STOCK_ALERTS_SHOWN = 10;

/** A UTC day, YYYY-MM-DD. */
export type DashboardDay = {
  day: string;
  /** Orders placed that day, whatever became of them. */
  orders: number;
  paidOrders: number;
  /** What the paid orders came to, in USD cents. */
  revenueUsd: number;
};

/** One of the currencies shoppers paid in most: its paid orders and their totals in its own minor units. */
export type CurrencyRevenue = {
  currency: CurrencyCode;
  paidOrders: number;
  revenue: number;
  days: { day: string; revenue: number }[];
};

/**
 * What became of the period's checkouts: paid; failed (a payment was tried and failed); abandoned (no payment was ever
 * tried and the hold ran out); pending (still waiting for its payment).
 */
export type CheckoutOutcomes = { paid: number; failed: number; abandoned: number; pending: number };

/**
 * A stone by what its paid order lines came to, under the product's current name; productId null, and the name its order
 * lines recorded, when the product has since been deleted.
 */
export type TopStone = { productId: number | null; name: string; revenueUsd: number; units: number };

/** A stone by how often its page was opened in the period (services/catalog/product-views.ts). */
export type ViewedStone = { productId: number; name: string; views: number };

export type ViewedImage = { id: number; name: string; imageUrl: string; views: number };

export type StockAlert = { id: number; name: string; stock: number };

export type Dashboard = {
  /** The first and last day covered. */
  from: string;
  to: string;
  days: DashboardDay[];
  currencies: CurrencyRevenue[];
  checkouts: CheckoutOutcomes;
  topStonesByRevenue: TopStone[];
  topStonesByViews: ViewedStone[];
  mostViewedImages: ViewedImage[];
  stock: { soldOut: number; low: number; items: StockAlert[] };
  applicationsWaiting: number;
};
