import { defineMessages } from 'react-intl';

/** The validation texts of the server's field rules (domain/errors.py), shared by every form. */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  fixRequired: { id: 'validation.fixRequired', defaultMessage: 'Please add or change the required data' },
  invalidEmail: { id: 'validation.invalidEmail', defaultMessage: 'Invalid email address' },
  incorrectDate: { id: 'validation.incorrectDate', defaultMessage: 'Incorrect date' },
  invalidFormat: { id: 'validation.invalidFormat', defaultMessage: 'Invalid format' },
  tooLong: { id: 'validation.tooLong', defaultMessage: 'At most {max} characters' },
  tooShort: { id: 'validation.tooShort', defaultMessage: 'At least {min} characters' },
  numberRange: { id: 'validation.numberRange', defaultMessage: 'Must be between {min} and {max}' },
  wholeNumber: { id: 'validation.wholeNumber', defaultMessage: 'Must be a whole number' },
  companyCode: { id: 'validation.companyCode', defaultMessage: "Letters, digits, '.', '_' or '-', at most 40 characters" },
  selectPlaceholder: { id: 'form.selectPlaceholder', defaultMessage: 'Select…' },
});
