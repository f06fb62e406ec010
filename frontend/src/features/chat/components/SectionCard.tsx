import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** The card's own actions (copy, open in the mail app), in its header beside the title. */
  actions?: ReactNode;
  /** The phone script and the email: what a person uses on the call, set apart. */
  primary?: boolean;
  children: ReactNode;
}

/** One part of an answer (strategy, phone script, email…) as a full-width card. */
export function SectionCard({ title, actions, primary = false, children }: SectionCardProps) {
  return (
    <Box
      as="section"
      data-card
      borderWidth="1px"
      borderColor={primary ? 'brand.emphasized' : 'border'}
      borderInlineStartWidth={primary ? '4px' : '1px'}
      borderInlineStartColor={primary ? 'brand.solid' : 'border'}
      borderRadius="xl"
      bg="bg"
      overflowWrap="anywhere"
    >
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
        px={{ base: '4', md: '5' }}
        py="3"
        borderBottomWidth="1px"
        bg={primary ? 'brand.subtle' : 'bg.subtle'}
        borderTopRadius="xl"
      >
        <Heading as="h3" size="md" color="brand.fg">
          {title}
        </Heading>
        {actions ? (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      <Stack px={{ base: '4', md: '5' }} py="4" gap="3">
        {children}
      </Stack>
    </Box>
  );
}
