import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverPolyfill {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverPolyfill;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Screens are lazy chunks that load their stylesheet first; on a busy two-core machine the first
// one can take more than Testing Library's default 1 s to appear. A wait still ends as soon as the
// element shows, so passing tests are no slower.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The test's page is left, as a reload leaves it: the drafts still waiting for a pause in the
  // typing are written now (src/app/storage-soon.ts), before the next test clears the storage.
  window.dispatchEvent(new Event('pagehide'));
});
