import { Box, type BoxProps } from '@chakra-ui/react';

/** The favicon's mark: an L on Lane's teal. Decorative; the link around it carries the name. */
export function LogoMark(props: BoxProps) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} aria-hidden="true" {...props}>
      <svg viewBox="0 0 64 64" width="100%" height="100%" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0f3d3e" />
        <path d="M20 14h8v28h18v8H20z" fill="#f4c95d" />
      </svg>
    </Box>
  );
}
