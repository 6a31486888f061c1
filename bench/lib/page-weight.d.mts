export type Viewport = { width: number; height: number };
export const VIEWPORTS: { desktop: Viewport; phone: Viewport };

export type WeighedFile = { path: string; gzipBytes: number; rawBytes: number; inHtml: boolean };
export type KindTotals = { requests: number; gzipBytes: number; rawBytes: number; inHtmlGzipBytes: number; files: WeighedFile[] };
export type ViewportWeights = { js: KindTotals; css: KindTotals; requests: number; method: string; loadMs: number };
export type PageWeight = {
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRequests: number;
  viewports: Record<keyof typeof VIEWPORTS, ViewportWeights>;
};

export function pageWeights(
  baseURL: string,
  paths: string[],
  options: { chromePath: string; args: string[] },
): Promise<{ chromium: string; pages: Record<string, PageWeight> }>;
