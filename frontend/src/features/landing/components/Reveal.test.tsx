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

afterEach(() => vi.unstubAllGlobals());

describe('Reveal', () => {
  it('starts hidden and fades in the first time it scrolls into view', () => {
    prefersReducedMotion(false);
    const intersect = installObserver();
    const box = renderReveal();
    expect(box).toHaveAttribute('data-reveal', 'hidden');
    intersect(false);
    expect(box).toHaveAttribute('data-reveal', 'hidden');
    intersect(true);
    expect(box).toHaveAttribute('data-reveal', 'shown');
  });

  it('shows content at once for readers who prefer reduced motion', () => {
    prefersReducedMotion(true);
    installObserver();
    expect(renderReveal()).toHaveAttribute('data-reveal', 'shown');
  });

  it('shows content at once where IntersectionObserver is missing', () => {
    prefersReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderReveal()).toHaveAttribute('data-reveal', 'shown');
  });

  it('staggers cards from 100 to 600 ms, then starts over', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(cardDelay)).toEqual([100, 200, 300, 400, 500, 600, 100]);
  });
});
