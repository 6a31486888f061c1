import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, loadStaffTexts } from '#web/features/i18n/index.ts';

// Mantine reads these browser APIs that happy-dom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { writable: true, value: vi.fn() });

await initI18n('en');
await loadStaffTexts();

// findBy*/waitFor give up after 5 s instead of 1 s: on two shared cores a busy moment is not a failure. It only
// lengthens a failing test; how fast the app is stays the bench's business.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
