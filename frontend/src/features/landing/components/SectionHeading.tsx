import { Heading, Stack, Text } from '@chakra-ui/react';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle: string;
}

/** The h2 and lead-in every landing section opens with; `id` labels the section. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '3xl', md: '4xl' }}
        lineHeight="1.15"
        letterSpacing="tight"
        color="fg.heading"
      >
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.body">
        {subtitle}
      </Text>
    </Stack>
  );
}
