/*
 * An amount as a person types it in a money form, checked with a plain pattern before sending (no
 * schema library on the page before a submit). The platform checks it again.
 */

/** Digits, and at most two decimals after a point or a comma. */
export const AMOUNT_PATTERN = /^\d{1,13}([.,]\d{1,2})?$/;

/** The amount as the platform reads it: a comma becomes a point. */
export const normalAmount = (typed: string) => typed.trim().replace(',', '.');
