import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Breakpoints: phones below 700px, the hamburger menu at 740px
 * and below (`md` starts at 741px), then 900, 1150 and 1420px.
 */
const app = defineConfig({
  theme: {
    breakpoints: {
      sm: '700px',
      md: '741px',
      lg: '900px',
      xl: '1150px',
      '2xl': '1420px',
    },
    tokens: {
      sizes: {
        header: { value: '60px' },
        page: { value: '1440px' },
      },
    },
    // WCAG AA wants 4.5:1 for text: Chakra's light teal and green buttons (white on the
    // 600 shade) and its red, green and orange text on white fall short, a shade darker does not.
    semanticTokens: {
      colors: {
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.600}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': {
      minHeight: '100%',
      bg: 'bg.subtle',
    },
  },
});

/**
 * A styling system of Chakra's tokens with only the `recipes` and `slotRecipes` given, so a
 * bundle does not carry every component's styles (Chakra's "bundle optimization" guide): the
 * console's (system.ts) and the sign-in page's (sign-in-system.ts), which look the same.
 */
export function systemWith(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes']) {
  const theme = defineConfig({
    preflight: true,
    cssVarsRoot,
    cssVarsPrefix,
    globalCss,
    theme: { keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
  });
  return createSystem(defaultBaseConfig, mergeConfigs(theme, app));
}
