import { Box, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';

// Chakra's reset strips list markers and heading sizes; answers need them back to be readable.
const proseStyles: BoxProps['css'] = {
  '& > * + *': { marginTop: '0.75em' },
  '& ul, & ol': { paddingInlineStart: '1.4em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.3em' },
  '& h3, & h4': { fontWeight: 'semibold', lineHeight: 'short', marginTop: '1.25em', color: 'brand.fg' },
  '& h3': { fontSize: 'md' },
  '& h4': { fontSize: 'sm' },
  '& strong': { fontWeight: 'semibold' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'brand.emphasized',
    paddingInlineStart: '0.75em',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.emphasized',
    paddingInline: '1',
    borderRadius: 'sm',
  },
  '& hr': { borderColor: 'border' },
};

/**
 * Assistant text as Markdown. react-markdown builds React elements from the parsed text and never
 * injects raw HTML; its default URL filter drops `javascript:` and other unsafe links.
 */
export function MarkdownText({ children }: { children: string }) {
  const { t } = useTranslation('chat');
  const components = useMemo<Components>(
    () => ({
      // The answer's own headings sit below the conversation's h2, one level at a time, so the
      // outline stays in order (h2 → h3 → h4; axe's heading-order).
      h1: ({ children: text }) => <h3>{text}</h3>,
      h2: ({ children: text }) => <h3>{text}</h3>,
      h3: ({ children: text }) => <h4>{text}</h4>,
      h4: ({ children: text }) => <h4>{text}</h4>,
      // Sources (a regulator's page, a law) open beside the chat, so the conversation is not lost.
      a: ({ href, children: text }) => (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
          <VisuallyHidden>{t('answer.new_tab')}</VisuallyHidden>
        </a>
      ),
      // An image would be a request to a third party; its alt text says enough.
      img: ({ alt }) => <>{alt}</>,
    }),
    [t],
  );

  return (
    <Box css={proseStyles} lineHeight="tall">
      <Markdown components={components}>{children}</Markdown>
    </Box>
  );
}
