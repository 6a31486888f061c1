/**
 * The request types whose CPU time the bench measures (bench/lib/cpu-time.mjs), each as a shopper or staff member
 * sends it. Every request names its own client address, so no rate limit or per-address rule answers instead.
 */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-correct-horse-battery' };

const addressOf = (index) => `198.51.100.${index % 250}`;

async function expectStatus(response, status, what) {
  const body = await response.text();
  if (response.status !== status) throw new Error(`${what} answered ${response.status}, not ${status}: ${body.slice(0, 200)}`);
}

/** The stone with the most units: every order of the measurement buys one of it. */
async function deepestStock(baseURL) {
  const { items: products } = await (await fetch(new URL('/api/products', baseURL))).json();
  return products.filter((product) => product.price > 0).sort((a, b) => b.stock - a.stock)[0];
}

export async function cpuRequestTypes(baseURL) {
  const stone = await deepestStock(baseURL);
  const get = (path, index) => fetch(new URL(path, baseURL), { headers: { 'cf-connecting-ip': addressOf(index) } });
  const post = (path, body, index, headers = {}) =>
    fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': addressOf(index), origin: baseURL, ...headers },
      body: JSON.stringify(body),
    });
  const order = {
    totalAmount: stone.price,
    currency: 'USD',
    originalAmount: stone.price,
    originalCurrency: 'USD',
    exchangeRate: 10_000,
    customerName: 'Bench Shopper',
    customerEmail: 'bench@example.com',
    customerPhone: '+254712345678',
    paymentMethod: 'visa',
    items: JSON.stringify([{ id: stone.id, name: stone.name, price: stone.price, quantity: 1 }]),
  };
  return [
    { name: 'page render (/)', send: async (index) => expectStatus(await get('/?lang=en', index), 200, 'GET /') },
    {
      name: 'catalog read, cached',
      send: async (index) => expectStatus(await get('/api/products?limit=12', index), 200, 'GET /api/products?limit=12'),
    },
    {
      // A page size asked for the first time each: the cache misses and D1 answers.
      name: 'catalog read, from D1',
      send: async (index) => expectStatus(await get(`/api/products?limit=${1 + (index % 100)}`, index), 200, 'GET /api/products?limit=n'),
    },
    {
      name: 'order placed',
      send: async (index) =>
        expectStatus(await post('/api/orders', order, index, { 'x-session-id': crypto.randomUUID() }), 201, 'POST /api/orders'),
    },
    {
      name: 'staff sign-in (PBKDF2)',
      heavy: true,
      send: async (index) => expectStatus(await post('/api/admin/login', BENCH_ADMIN, index), 200, 'POST /api/admin/login'),
    },
  ];
}
