import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A line to say on the call, set apart so it can be found at a glance while talking. */
export function Phrase({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      borderInlineStartWidth="4px"
      borderColor="gold.emphasized"
      bg="brand.subtle"
      px="3"
      py="2"
      borderRadius="md"
    >
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="brand.fg">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** A labelled paragraph: "What it sounds like", "Why it works"... */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="span" fontWeight="semibold">
        {label}:{' '}
      </Text>
      <Text as="span">{children}</Text>
    </Box>
  );
}
