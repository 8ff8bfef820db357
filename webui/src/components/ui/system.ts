import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's tokens with only the recipes this console uses, so the bundle does not
 * carry every component's styles (Chakra's "bundle optimization" guide).
 */
const theme = defineConfig({
  preflight: true,
  cssVarsRoot,
  cssVarsPrefix,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      checkmark: checkmarkRecipe,
      // The charts' legend swatches.
      colorSwatch: colorSwatchRecipe,
      radiomark: radiomarkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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

export const system = createSystem(defaultBaseConfig, mergeConfigs(theme, app));
