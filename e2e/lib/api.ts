import { baseURL } from './browser.ts';

/** What the API says, so a page is checked against the server's own data (the seed, or what other tests left). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
