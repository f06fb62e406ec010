import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/theme';
import { Reveal, cardDelay } from './Reveal';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** An IntersectionObserver the test drives by hand. */
function installObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    constructor(callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (isIntersecting: boolean) =>
    act(() => observers.forEach((callback) => callback([{ isIntersecting }])));
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** Where the box starts: below the visible part of the page, or within it. */
function startsAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

function renderReveal() {
  render(
    <ChakraProvider value={system}>
      <Reveal delayMs={300}>
        <p>Card</p>
      </Reveal>
    </ChakraProvider>,
  );
  return screen.getByText('Card').parentElement as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal', () => {
  it('hides what starts below the fold and fades it in the first time it scrolls into view', () => {
    prefersReducedMotion(false);
    startsAt(window.innerHeight + 200);
    const intersect = installObserver();
    const box = renderReveal();
    expect(box).toHaveAttribute('data-reveal', 'hidden');
    intersect(false);
    expect(box).toHaveAttribute('data-reveal', 'hidden');
    intersect(true);
    expect(box).toHaveAttribute('data-reveal', 'shown');
  });

  it('leaves what is on screen when the app starts as it is: nothing in view waits for a fade', () => {
    prefersReducedMotion(false);
    startsAt(100);
    installObserver();
    expect(renderReveal()).toHaveAttribute('data-reveal', 'shown');
  });

  it('renders everything shown on the server, where the prerendered page comes from', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <ChakraProvider value={system}>
        <Reveal delayMs={300}>
          <p>Card</p>
        </Reveal>
      </ChakraProvider>,
    );
    expect(html).toContain('data-reveal="shown"');
  });

  it('shows content at once for readers who prefer reduced motion', () => {
    prefersReducedMotion(true);
    startsAt(window.innerHeight + 200);
    installObserver();
    expect(renderReveal()).toHaveAttribute('data-reveal', 'shown');
  });

  it('shows content at once where IntersectionObserver is missing', () => {
    prefersReducedMotion(false);
    startsAt(window.innerHeight + 200);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderReveal()).toHaveAttribute('data-reveal', 'shown');
  });

  it('staggers cards from 100 to 600 ms, then starts over', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(cardDelay)).toEqual([100, 200, 300, 400, 500, 600, 100]);
  });
});
