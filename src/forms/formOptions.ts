/** react-hook-form options shared by the contact and careers forms. */
export const siteFormOptions = {
  // docs/product.md §5: fields are checked on each key release, not when left, so an
  // error never appears (and moves the submit button) while it is being clicked.
  mode: 'onChange',
  reValidateMode: 'onChange',
  // focusFirstError focuses in page order instead (D17).
  shouldFocusError: false,
} as const;
