import { Box, Container, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';

interface LandingSectionProps {
  /** The section's anchor (#features, #pricing …); its heading is `${id}-title`. */
  id: string;
  /** Where its heading's copy lives in the landing catalogue: `${copy}.title` and `${copy}.subtitle`. */
  copy: 'features' | 'use_cases' | 'pricing' | 'faq';
  /** The column's width: wide for grids of cards, narrow for reading. */
  width: ContainerProps['maxW'];
  /** `subtle` sets the section on the light grey band that alternates with white. */
  tone?: 'plain' | 'subtle';
  children: ReactNode;
  /** What belongs to the section but sits outside its column (a dialog's mount point). */
  outside?: ReactNode;
}

/** The scaffold every landing section below the hero shares: the band, the column, the heading. */
export function LandingSection({ id, copy, width, tone = 'plain', children, outside }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      py={{ base: '16', md: '24' }}
      {...(tone === 'subtle' ? { bg: 'bg.subtle' } : {})}
    >
      <Container maxW={width} px={{ base: '4', md: '6' }}>
        <Reveal>
          <SectionHeading id={titleId} title={t(`${copy}.title`)} subtitle={t(`${copy}.subtitle`)} />
        </Reveal>
        {children}
      </Container>
      {outside}
    </Box>
  );
}
