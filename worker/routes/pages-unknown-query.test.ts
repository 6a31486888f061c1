import { describe, expect, it } from 'vitest';
import { call } from '#worker/test/app.ts';

/** The page's own content: the root element's markup, which a blank page leaves empty. */
async function rootOf(path: string) {
  const response = await call(path);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return { status: response.status, root };
}

describe('an unknown or malformed query value on a server-rendered page', () => {
  it.each([
    ['/?category=bogus', '/'],
    ['/?category=', '/'],
    ['/gallery?featured=false', '/gallery'],
    ['/gallery?featured=1', '/gallery'],
    ['/gallery?category=nonsense', '/gallery'],
    [`/gallery?search=${'a'.repeat(101)}`, `/gallery?search=${'a'.repeat(100)}`],
    ['/gallery?image=abc', '/gallery'],
  ])('%s is rendered as %s', async (odd, valid) => {
    const [oddPage, validPage] = await Promise.all([rootOf(odd), rootOf(valid)]);
    expect(validPage.root).toContain('<header');
    expect(oddPage.status).toBe(validPage.status);
    expect(oddPage.root).toBe(validPage.root);
  });
});
