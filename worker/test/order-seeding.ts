import { env } from 'cloudflare:workers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` rows 0..count-1 for an INSERT ... SELECT: a recursive CTE, so D1 makes thousands of rows in one statement. */
const numbers = (count: number) => `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})`;

/**
 * A busy shop's orders, for measuring the staff reads (docs/design.md §14): `count` orders spread over the 45 days
 * before `now` (so some fall outside the dashboard's 30), in USD, EUR and GBP, most paid, some pending, some failed
 * with and without a payment attempt; one or two lines each over `products` products (made here), and a payment
 * attempt for every paid and half the failed ones. Ids start with "seed-"; written straight to D1.
 */
export async function seedOrders(count: number, { now = Date.now(), products = 500 } = {}): Promise<void> {
  const db = env.DB;
  // Order i is placed (i % 45) days before today, at a time of that day no later than now's.
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const [first] = (
    await db
      .prepare(
        `${numbers(products)} insert into products (name, description, price, image_url, category, stock)
         select 'Seed stone ' || i, 'Seeded', 1000 + (i % 50) * 500, '/objects/seed/ruby.svg', 'rare', i % 7 from n returning id`,
      )
      .all<{ id: number }>()
  ).results;
  const firstProduct = first!.id;
  await db.batch([
    db
      .prepare(
        `${numbers(count)} insert into orders (id, session_id, currency, total_amount, original_amount, exchange_rate,
         customer_name, customer_email, customer_phone, payment_method, status, created_at, paid_at)
       select printf('seed-%08x', i), 'seed-session', case i % 5 when 0 then 'EUR' when 1 then 'GBP' else 'USD' end,
         case i % 5 when 0 then 4600 when 1 then 3950 else 5000 end, 5000,
         case i % 5 when 0 then 9200 when 1 then 7900 else 10000 end,
         'Seeded Shopper', 'seed@example.com', '+254 700 000 000', 'visa',
         case i % 10 when 0 then 'failed' when 1 then 'failed' when 2 then 'pending' else 'paid' end,
         ?1 - (i % 45) * ${DAY_MS} + (i * 7919) % ?2,
         case when i % 10 > 2 then ?1 - (i % 45) * ${DAY_MS} + (i * 7919) % ?2 else null end
       from n`,
      )
      .bind(todayStart, Math.max(1, now - todayStart)),
    db
      .prepare(
        `${numbers(count)} insert into order_lines (order_id, product_id, name, unit_price, quantity)
       select printf('seed-%08x', i), ?1 + i % ?2, 'Seed stone ' || (i % ?2), 2500, 2 from n`,
      )
      .bind(firstProduct, products),
    db
      .prepare(
        `${numbers(count)} insert into order_lines (order_id, product_id, name, unit_price, quantity)
       select printf('seed-%08x', i), ?1 + (i * 13) % ?2, 'Seed stone ' || ((i * 13) % ?2), 0, 1 from n where i % 3 = 0`,
      )
      .bind(firstProduct, products),
    db.prepare(
      `${numbers(count)} insert into order_payments (order_id, provider, method, provider_ref, amount, currency, status)
       select printf('seed-%08x', i), 'simulated', 'visa', printf('seed-pi-%08x', i), 5000, 'USD',
         case when i % 10 > 2 then 'succeeded' else 'failed' end
       from n where i % 10 > 2 or i % 10 = 0`,
    ),
  ]);
}
