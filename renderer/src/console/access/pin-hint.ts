/** The PIN rules in the director's words (the station checks them: core/console/pin-rules.ts). */
export const PIN_HINT = '6 to 12 digits; not one digit repeated, not a run such as 123456.';
