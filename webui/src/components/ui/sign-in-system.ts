import {
  alertSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import { systemWith } from './system-config';

/**
 * The sign-in page's styling system (app/sign-in-app.tsx): the console's tokens and the recipes
 * of what that page shows (its card, form, alerts and buttons), so it looks the same and its
 * entry leaves the other components' styles out.
 */
export const signInSystem = systemWith(
  {
    button: buttonRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    link: linkRecipe,
    spinner: spinnerRecipe,
  },
  {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
  },
);
