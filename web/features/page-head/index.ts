/** What a rendered page tells search engines and link previews: used by the server entry only. */
export { describePage } from './describe-page.ts';
