/**
 * One shopper's visit, as the load drives it over and over on each connection: the storefront's reads
 * (the home page and its API reads, the rates, a product's page, the gallery and a search) between the
 * cart's writes (two products added, one raised to two, the other removed). Every visit is a new
 * visitor session (worker/middleware/visitor-session.ts), so a connection is one shopper at a time and
 * never shares a cart; a visit writes 4 times, far under CART_WRITE_LIMIT's 60 a minute per visitor. Each
 * visit also comes from its own network address (CF-Connecting-IP, which Miniflare keeps when a client sends
 * it), as shoppers on many networks would: from the load's one address, thousands of writes a minute would
 * meet CART_WRITE_ADDRESS_LIMIT's ceiling of 1,000 a minute per address.
 */
import { randomUUID } from 'node:crypto';

const JSON_HEADERS = { accept: 'application/json' };
const PAGE_HEADERS = { accept: 'text/html', 'accept-language': 'en' };

const cartHeaders = (visit) => ({ ...JSON_HEADERS, 'x-session-id': visit.sessionId, 'cf-connecting-ip': visit.address });

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A new visitor: its session, and two different products it will add to its cart. */
function newVisit(productIds) {
  const productId = pick(productIds);
  const others = productIds.filter((id) => id !== productId);
  // One of TEST-NET-2's 254 documentation addresses.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  return { sessionId: randomUUID(), address, productId, otherProductId: pick(others), lineId: null, otherLineId: null };
}

const read = (name, path, headers = JSON_HEADERS) => ({
  name,
  group: 'reads',
  method: 'GET',
  status: 200,
  path: () => path,
  headers: () => headers,
});

/**
 * The visit's requests in order. Each has a group (reads or writes), the status it must answer, and
 * functions of the visit for its path, headers and body; `remember` keeps what a later request needs.
 * `productIds` are products with at least 2 in stock; `searchTerm` finds some gallery rows.
 */
export function shopperVisit({ productIds, searchTerm }) {
  if (productIds.length < 2) throw new Error('The load needs at least two products with 2 or more in stock.');
  return [
    { ...read('home page', '/', PAGE_HEADERS), start: () => newVisit(productIds) },
    read('home products', '/api/products?limit=12'),
    read('categories', '/api/products/categories'),
    read('rates', '/api/rates'),
    { ...read('product page', '', PAGE_HEADERS), path: (visit) => `/products/${visit.productId}` },
    { ...read('product', ''), path: (visit) => `/api/products/${visit.productId}` },
    {
      name: 'add to cart',
      group: 'writes',
      method: 'POST',
      status: 201,
      path: () => '/api/cart',
      headers: cartHeaders,
      body: (visit) => ({ productId: visit.productId, quantity: 1 }),
      remember: (visit, line) => (visit.lineId = line.id),
    },
    read('gallery page', '/gallery', PAGE_HEADERS),
    read('gallery first page', '/api/uploaded-images?limit=24'),
    read('gallery search', `/api/uploaded-images?limit=24&search=${encodeURIComponent(searchTerm)}`),
    {
      name: 'add another',
      group: 'writes',
      method: 'POST',
      status: 201,
      path: () => '/api/cart',
      headers: cartHeaders,
      body: (visit) => ({ productId: visit.otherProductId, quantity: 1 }),
      remember: (visit, line) => (visit.otherLineId = line.id),
    },
    {
      name: 'change quantity',
      group: 'writes',
      method: 'PATCH',
      status: 200,
      path: (visit) => `/api/cart/${visit.lineId}`,
      headers: cartHeaders,
      body: () => ({ quantity: 2 }),
      needs: (visit) => visit.lineId !== null,
    },
    { name: 'cart', group: 'reads', method: 'GET', status: 200, path: () => '/api/cart', headers: cartHeaders },
    {
      name: 'remove line',
      group: 'writes',
      method: 'DELETE',
      status: 204,
      path: (visit) => `/api/cart/${visit.otherLineId}`,
      headers: cartHeaders,
      needs: (visit) => visit.otherLineId !== null,
    },
  ];
}

/** The HTTP request of `step` in `visit`: method, path, headers and a JSON body when it has one. */
export function requestOf(step, visit) {
  const request = { method: step.method, path: step.path(visit), headers: step.headers(visit) };
  const body = step.body?.(visit);
  if (body === undefined) return request;
  return { ...request, headers: { ...request.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
