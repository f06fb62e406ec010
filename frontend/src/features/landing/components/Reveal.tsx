import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** Fade in only where it can end: an observer to reveal with, and a reader who welcomes motion. */
function canAnimate(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.IntersectionObserver === 'function' &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

interface RevealProps extends BoxProps {
  /** Spec §2: cards wait 100–600 ms so a row arrives one card after another. */
  delayMs?: number;
}

/**
 * Fades its content in the first time it scrolls into view (spec §2). Without
 * IntersectionObserver, or with reduced motion, the content is simply there from the start; when
 * printing it always is.
 */
export function Reveal({ delayMs = 0, children, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(canAnimate);

  useEffect(() => {
    const element = ref.current;
    if (!hidden || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setHidden(false);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hidden]);

  return (
    <Box
      ref={ref}
      data-reveal={hidden ? 'hidden' : 'shown'}
      opacity={hidden ? 0 : 1}
      transform={hidden ? 'translateY(1.25rem)' : 'none'}
      transitionProperty="opacity, transform"
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

/** Spec §2: card delays run from 100 to 600 ms, restarting every six cards. */
export function cardDelay(index: number): number {
  return 100 + (index % 6) * 100;
}

/** Spec §2: the hero's parts arrive between 200 and 800 ms, as a CSS animation that needs no script. */
export function heroFadeIn(delayMs: 200 | 400 | 600 | 800) {
  return {
    animation: `lane-fade-up 0.7s ease-out ${delayMs}ms both`,
    _motionReduce: { animation: 'none' },
  } as const;
}
