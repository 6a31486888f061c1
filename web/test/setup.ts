import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '#web/features/i18n/index.ts';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
