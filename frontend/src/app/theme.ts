import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components Lane renders (the landing's
 * JavaScript budget, bench/README.md: it carries only the Chakra parts it uses). A component whose recipe is missing here renders
 * unstyled: add its recipe when a page starts using a new kind of component.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Lane's palette: a deep teal that reads as calm and trustworthy, and a warm gold for action. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f3f3' },
          100: { value: '#c5e0e0' },
          200: { value: '#9ccaca' },
          300: { value: '#6fb1b2' },
          400: { value: '#3f8f91' },
          500: { value: '#1f6f71' },
          600: { value: '#175a5c' },
          700: { value: '#124849' },
          800: { value: '#0f3d3e' },
          900: { value: '#0a2a2b' },
        },
        gold: {
          300: { value: '#f7d98b' },
          400: { value: '#f4c95d' },
          500: { value: '#e5b43a' },
        },
      },
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    // What each colour is for. Pages name these, never a palette shade (issue 13): the landing,
    // the legal pages and the layout as the chat, access and payment pages already did.
    semanticTokens: {
      colors: {
        fg: {
          /** Headings, and dark text on light or gold fills. */
          heading: { value: '{colors.brand.900}' },
          /** Running text on the landing and the 404 page. */
          body: { value: '{colors.gray.700}' },
          /** Long reading (the legal pages) and the testimonial's quote. */
          strong: { value: '{colors.gray.800}' },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          muted: { value: '{colors.gold.300}' },
          emphasized: { value: '{colors.gold.500}' },
        },
        // Focus rings at 3:1 or more on white and on their palette's subtle fills (WCAG 1.4.11):
        // Chakra's default rings are the palettes' 500 shades (green.500 is 2.3:1 on white).
        gray: { focusRing: { value: '{colors.gray.700}' } },
        green: { focusRing: { value: '{colors.green.700}' } },
        orange: { focusRing: { value: '{colors.orange.700}' } },
        red: { focusRing: { value: '{colors.red.700}' } },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
          /** Check marks, the popular plan's border, the page spinner. */
          accent: { value: '{colors.brand.600}' },
          /** The 404 page's big number. */
          display: { value: '{colors.brand.500}' },
          /** Links' underlines on the dark footer. */
          line: { value: '{colors.brand.300}' },
          /** The closing call to action's band, and the header's links. */
          deep: { value: '{colors.brand.800}' },
          /** The footer's ground. */
          ink: { value: '{colors.brand.900}' },
          /** Hairlines on the dark footer. */
          rule: { value: '{colors.whiteAlpha.300}' },
        },
      },
    },
  },
  globalCss: {
    // Smooth in-page jumps (#features, #pricing), except for readers who asked for less motion.
    'html, body': { scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    // Headings break into lines of even length instead of leaving one word alone on the last.
    'h1, h2, h3': { textWrap: 'balance' },
    // A focus ring everyone can see (WCAG 2.4.7), on anything reached by keyboard.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
    // Headings and <main> receive focus only programmatically, after a route change: no ring there.
    '[tabindex="-1"]:focus': { outline: 'none' },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
