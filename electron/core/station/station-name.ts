import { z } from 'zod';

/** A station name as shown on the kiosk: "Station 3", "Table 12 – Division A". */
export const stationNameSchema = z
  .string()
  .trim()
  .min(1, 'A station needs a name.')
  .max(40, 'A station name has at most 40 characters.')
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} .,:#()&'–-]*$/u,
    'A station name uses letters, digits, spaces and simple punctuation.',
  );
