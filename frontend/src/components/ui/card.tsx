import { chakra, defineRecipe } from '@chakra-ui/react';

/**
 * Lane's card: a white panel with a hairline border. `tile` is the landing's feature and use-case
 * cards; `raised` the testimonial lifted off the hero; `plan` a pricing card, with `featured` for
 * the most popular pass (a thicker brand border and a deeper shadow).
 */
const cardRecipe = defineRecipe({
  base: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border' },
  variants: {
    variant: {
      tile: { h: 'full', p: '6', rounded: 'xl', shadow: 'xs' },
      raised: { rounded: '2xl', shadow: 'lg', p: { base: '6', md: '8' }, borderColor: 'brand.muted' },
      plan: { rounded: '2xl', p: { base: '6', md: '8' }, shadow: 'sm' },
    },
    featured: {
      true: { borderWidth: '2px', borderColor: 'brand.accent', shadow: 'lg' },
      false: {},
    },
  },
  defaultVariants: { variant: 'tile', featured: false },
});

export const Card = chakra('div', cardRecipe);
