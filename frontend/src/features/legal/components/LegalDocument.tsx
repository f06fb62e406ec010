import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { SUPPORT_EMAIL } from '@lane/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
  closing?: string;
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  summary?: { title: string; items: string[] };
  sections: LegalSection[];
}

/** Turns every mention of the support address into a mail link. */
function withMailLinks(text: string): ReactNode {
  const parts = text.split(SUPPORT_EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" textDecoration="underline">
          {SUPPORT_EMAIL}
        </Link>
      ) : null}
    </Fragment>
  ));
}

const sectionId = (index: number) => `section-${index + 1}`;

/** A policy page: title, effective date, optional summary, then numbered sections. */
export function LegalDocument({ title, intro, summary, sections }: LegalDocumentProps) {
  const { t } = useTranslation('legal');

  return (
    <Container as="article" maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
      <Stack gap="4" mb="10">
        <Heading
          as="h1"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
          letterSpacing="tight"
          color="fg.heading"
        >
          {title}
        </Heading>
        <Text fontWeight="semibold" color="brand.fg">
          {t('effective')}
        </Text>
        <Text fontSize="lg" color="fg.body" lineHeight="tall">
          {intro}
        </Text>
      </Stack>

      {summary ? (
        <Box
          as="section"
          aria-labelledby="summary"
          bg="brand.subtle"
          rounded="xl"
          p={{ base: '5', md: '6' }}
          mb="10"
        >
          <Heading as="h2" id="summary" fontSize="xl" color="fg.heading" mb="3">
            {summary.title}
          </Heading>
          <List.Root gap="2" ps="5" color="fg.strong">
            {summary.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}

      <Stack gap="10">
        {sections.map((section, index) => (
          <Box as="section" key={section.title} aria-labelledby={sectionId(index)}>
            <Heading as="h2" id={sectionId(index)} fontSize="2xl" color="fg.heading" mb="3">
              {index + 1}. {section.title}
            </Heading>
            <Stack gap="3" color="fg.strong" lineHeight="tall">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{withMailLinks(paragraph)}</Text>
              ))}
              {section.list ? (
                <List.Root gap="2" ps="5">
                  {section.list.map((item) => (
                    <List.Item key={item}>{withMailLinks(item)}</List.Item>
                  ))}
                </List.Root>
              ) : null}
              {section.closing ? <Text>{withMailLinks(section.closing)}</Text> : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
