import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Fade in only where it can end: an observer to reveal with, and a reader who welcomes motion. */
function canAnimate(): boolean {
  return (
    typeof window.IntersectionObserver === 'function' &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether the element starts below the visible part of the page. */
function belowTheFold(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

interface RevealProps extends BoxProps {
  /** Cards wait 100–600 ms so a row arrives one card after another. */
  delayMs?: number;
}

/**
 * Fades its content in the first time it scrolls into view, below the fold only. The
 * page is prerendered with everything shown, and whatever is on screen when the app starts stays
 * as it is: nothing the reader already sees waits for a fade. Without IntersectionObserver, with
 * reduced motion, without JavaScript or when printing, the content is simply there.
 */
export function Reveal({ delayMs = 0, children, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const [watching, setWatching] = useState(false);

  // Before the first paint after hydration: hide only what is out of sight, so nobody sees it go.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && canAnimate() && belowTheFold(element)) {
      setHidden(true);
      setWatching(true);
    }
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setHidden(false);
          setWatching(false);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  return (
    <Box
      ref={ref}
      data-reveal={hidden ? 'hidden' : 'shown'}
      opacity={hidden ? 0 : 1}
      transform={hidden ? 'translateY(1.25rem)' : 'none'}
      // Hiding is instant (it happens out of sight); only the reveal is animated.
      transitionProperty={hidden ? 'none' : 'opacity, transform'}
      transitionDuration="0.6s"
      transitionTimingFunction="ease-out"
      transitionDelay={`${delayMs}ms`}
      _motionReduce={{ opacity: 1, transform: 'none', transition: 'none' }}
      _print={{ opacity: 1, transform: 'none' }}
      {...props}
    >
      {children}
    </Box>
  );
}

/** Card delays run from 100 to 600 ms, restarting every six cards. */
export function cardDelay(index: number): number {
  return 100 + (index % 6) * 100;
}
