import { describe, expect, it } from 'vitest';
import {
  newRecoveryCode,
  normaliseRecoveryCode,
  pinSchema,
} from '../../../electron/core/console/pin-rules.ts';
import {
  delayAfterFailures,
  MAX_DELAY_MS,
  maxAttemptsWithin,
  waitMs,
} from '../../../electron/core/console/pin-throttle.ts';
import { hashSecret, verifySecret } from '../../../electron/core/console/secret-hash.ts';

describe('PIN rules', () => {
  it.each([
    ['12345', 'at least 6'],
    ['12a456', 'digits only'],
    ['111111', 'one digit repeated'],
    ['123456', 'consecutive'],
    ['987654', 'consecutive'],
    ['1234567890123', 'at most 12'],
  ])('refuses %s (%s)', (pin, reason) => {
    const parsed = pinSchema.safeParse(pin);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(reason);
  });

  it('accepts a 6-digit PIN without a pattern', () => {
    expect(pinSchema.parse('271828')).toBe('271828');
  });
});

describe('secret hashing', () => {
  it('stores a salted scrypt hash, never the PIN, and verifies only the right PIN', () => {
    const stored = hashSecret('271828');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/u);
    expect(stored).not.toContain('271828');
    expect(hashSecret('271828')).not.toBe(stored);
    expect(verifySecret('271828', stored)).toBe(true);
    expect(verifySecret('271829', stored)).toBe(false);
  });

  it('never matches a malformed or tampered hash', () => {
    const stored = hashSecret('271828');
    expect(verifySecret('271828', stored.replace('scrypt', 'plain'))).toBe(false);
    expect(verifySecret('271828', stored.slice(0, -2))).toBe(false);
    expect(verifySecret('271828', stored.replace('$32768$', '$99999999$'))).toBe(false);
    expect(verifySecret('271828', '')).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are 16 unambiguous characters in four groups, different every time', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/u);
    expect(newRecoveryCode()).not.toBe(code);
  });

  it('forgive case, spacing and look-alike letters when typed', () => {
    expect(normaliseRecoveryCode(' 7k2m q9tx-ab0c dEf1 ')).toBe('7K2M-Q9TX-AB0C-DEF1');
    expect(normaliseRecoveryCode('7K2MQ9TXABOCDEFl')).toBe('7K2M-Q9TX-AB0C-DEF1');
  });
});

describe('back-off', () => {
  it('allows three tries, then doubles from 2 s up to a 60 s cap', () => {
    expect([0, 1, 2].map(delayAfterFailures)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8].map(delayAfterFailures)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(delayAfterFailures(1_000)).toBe(60_000);
  });

  it('never makes anyone wait more than a minute, whatever the count or the clock', () => {
    expect(MAX_DELAY_MS).toBe(60_000);
    for (let failures = 0; failures <= 10_000; failures += 1) {
      expect(delayAfterFailures(failures)).toBeLessThanOrEqual(60_000);
    }
    // A lock stored 15 minutes ahead (an older version, or the clock set back) waits the cap, no more.
    expect(waitMs({ failures: 12, lockedUntil: 900_000 }, 0)).toBe(60_000);
  });

  it('lets a guesser try under 1% of the 6-digit PINs in a 12-hour day', () => {
    let sixDigitPins = 0;
    for (let n = 0; n < 1_000_000; n += 1) {
      if (pinSchema.safeParse(String(n).padStart(6, '0')).success) sixDigitPins += 1;
    }
    expect(sixDigitPins).toBe(999_972);
    const day = 12 * 60 * 60_000;
    // Trying the moment each wait ends: 3 at once, then at 2, 6, 14 and 30 s, then one a minute from 62 s.
    const attempts = maxAttemptsWithin(day);
    expect(attempts).toBe(3 + 4 + Math.ceil((day - 62_000) / 60_000));
    expect(attempts).toBe(726);
    expect(attempts / sixDigitPins).toBeLessThan(0.001);
    // Each unlock by the director clears the count: even one a minute all day stays under 1%.
    expect(maxAttemptsWithin(day, 60_000) / sixDigitPins).toBeLessThan(0.01);
  });
});
