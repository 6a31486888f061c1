/** A page's <title>: its own name, then the shop's (the Worker writes it, the browser keeps it as the visitor moves on). */
export const pageTitle = (page: string, siteName: string): string => `${page} — ${siteName}`;
