const WHOLE = /^\d+$/;
const MESSAGE = 'Enter a whole number of 0 or more';

/** A units field that must be filled: a whole number of 0 or more. */
export const REQUIRED_UNITS = {
  validate: (value: unknown) => WHOLE.test(String(value).trim()) || MESSAGE,
};

/** A units field that may stay blank (the location is left out); else a whole number of 0 or more. */
export const OPTIONAL_UNITS = {
  validate: (value: unknown) => String(value).trim() === '' || WHOLE.test(String(value).trim()) || MESSAGE,
};
