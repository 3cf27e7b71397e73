import { z } from 'zod';
import type { EventRecorder } from '../log/log-recorder.ts';
import type { DirectorSecrets } from '../station/director-secrets.ts';
import type { StationProfile } from '../station/station-profile.ts';
import type { RunInTransaction } from '../store/transaction.ts';
import type { EventAction } from '../../common/entry-values.ts';
import { StationRequestError } from '../errors.ts';
import type { ConsoleSessions } from './console-sessions.ts';
import { newRecoveryCode, normaliseRecoveryCode, pinSchema } from './pin-rules.ts';
import { afterFailure, capped, NO_FAILURES, waitMs, type ThrottleState } from './pin-throttle.ts';
import { hashSecret, verifySecret } from './secret-hash.ts';
import { systemClock, type Clock } from '../clock.ts';

/** A director's way in: a session token, or why not. */
export type AccessResult =
  | { readonly ok: true; readonly token: string }
  | {
      readonly ok: false;
      readonly waitMs: number;
      /** In English, for the command line and logs. */
      readonly message: string;
      /** Why, for a screen to say in its own language. */
      readonly refused: AccessRefusal;
    };

/** Why an unlock or recovery was refused: a wrong secret, a back-off still running, no set-up. */
export type AccessRefusal = 'wrong' | 'waiting' | 'not-set-up';

const throttleSchema = z.strictObject({
  failures: z.number().int().min(0),
  lockedUntil: z.number().int().min(0),
});

const KEYS = { pin: 'director_pin', recovery: 'recovery_code' } as const;

// Each secret has its own back-off, so wrong PINs typed at the kiosk never hold up the recovery
// code, and wrong recovery codes never hold up the PIN.
const THROTTLES = { pin: 'pin_throttle', recovery: 'recovery_throttle' } as const;
type ThrottleKey = (typeof THROTTLES)[keyof typeof THROTTLES];

/**
 * What the director's access uses of a station: the secrets it keeps, the name set at set-up, the
 * log for its events, and one write transaction. A Station has each of these under the same names.
 */
export interface DirectorAccessParts {
  readonly secrets: Pick<DirectorSecrets, 'read' | 'write'>;
  readonly profile: Pick<StationProfile, 'name' | 'rename'>;
  readonly recorder: EventRecorder;
  readonly transaction: RunInTransaction;
}

/**
 * The director PIN and recovery code of a station: set-up, unlocking with back-off, and reset.
 * Every attempt is counted in the database before it is checked, so killing the app mid-attempt
 * cannot skip the back-off, and a database that cannot record the attempt refuses it.
 */
export class DirectorAccess {
  readonly #station: DirectorAccessParts;
  readonly #sessions: ConsoleSessions;
  readonly #now: Clock;

  constructor(station: DirectorAccessParts, sessions: ConsoleSessions, now: Clock = systemClock) {
    this.#station = station;
    this.#sessions = sessions;
    this.#now = now;
  }

  /** Whether a director PIN has been set; until then the kiosk does not judge. */
  isSetUp(): boolean {
    return this.#station.secrets.read(KEYS.pin) !== null;
  }

  /** How long until the next PIN attempt is checked. */
  waitMs(): number {
    return waitMs(this.#throttle(THROTTLES.pin), this.#now().getTime());
  }

  /** First run: sets the PIN and names the station. Returns a session and the one-time recovery code. */
  setUp(pin: string, stationName: string): { token: string; recoveryCode: string } {
    const validPin = checkedPin(pin);
    const recoveryCode = newRecoveryCode();
    this.#station.transaction(() => {
      // Checked under the write lock: a second process (the web station on the same folder)
      // setting up at the same moment must not overwrite the first PIN and recovery code.
      if (this.isSetUp()) {
        throw new StationRequestError('This station is already set up; unlock it with the PIN.');
      }
      this.#station.profile.rename(stationName);
      this.#station.secrets.write(KEYS.pin, hashSecret(validPin));
      this.#station.secrets.write(KEYS.recovery, hashSecret(recoveryCode));
      this.#station.recorder.recordEvent(
        'station-set-up',
        `PIN set; station named ${this.#station.profile.name()}`,
      );
    });
    return { token: this.#sessions.open(), recoveryCode };
  }

  /** Checks the PIN, subject to the back-off; success opens a console session. */
  unlock(pin: string): AccessResult {
    const stored = this.#station.secrets.read(KEYS.pin);
    if (stored === null)
      return { ok: false, waitMs: 0, message: 'This station is not set up yet.', refused: 'not-set-up' };
    return this.#attempt(
      'PIN',
      THROTTLES.pin,
      () => verifySecret(pin, stored),
      () => ['console-unlocked', 'PIN accepted'],
    );
  }

  /** Resets a forgotten PIN with the recovery code, which is then replaced by a new one. */
  recover(code: string, newPin: string): AccessResult & { readonly recoveryCode?: string } {
    const stored = this.#station.secrets.read(KEYS.recovery);
    if (stored === null)
      return { ok: false, waitMs: 0, message: 'This station is not set up yet.', refused: 'not-set-up' };
    const validPin = checkedPin(newPin);
    const recoveryCode = newRecoveryCode();
    const result = this.#attempt(
      'recovery code',
      THROTTLES.recovery,
      () => verifySecret(normaliseRecoveryCode(code), stored),
      () => {
        // A new PIN starts with no failures behind it.
        this.#station.secrets.write(THROTTLES.pin, JSON.stringify(NO_FAILURES));
        this.#station.secrets.write(KEYS.pin, hashSecret(validPin));
        this.#station.secrets.write(KEYS.recovery, hashSecret(recoveryCode));
        return ['pin-reset', 'PIN reset with the recovery code; a new code was issued'];
      },
    );
    return result.ok ? { ...result, recoveryCode } : result;
  }

  #attempt(
    what: string,
    throttle: ThrottleKey,
    matches: () => boolean,
    onSuccess: () => readonly [action: EventAction, details: string],
  ): AccessResult {
    // Read and counted under the write lock, so attempts from two processes are both counted.
    const counted = this.#station.transaction((): { wait: number } | { failed: ThrottleState } => {
      const stored = this.#throttle(throttle);
      const before = capped(stored, this.#now().getTime());
      const wait = waitMs(before, this.#now().getTime());
      if (wait > 0) {
        // A lock beyond the cap (clock set back, older version) is stored at the cap, so it ends.
        if (before !== stored) this.#station.secrets.write(throttle, JSON.stringify(before));
        return { wait };
      }
      const failed = afterFailure(before, this.#now().getTime());
      this.#station.secrets.write(throttle, JSON.stringify(failed));
      return { failed };
    });
    if ('wait' in counted)
      return { ok: false, waitMs: counted.wait, message: waitMessage(counted.wait), refused: 'waiting' };
    const { failed } = counted;
    if (!matches()) {
      this.#station.recorder.recordEventIfPossible(
        'pin-failed',
        `wrong ${what}; ${failed.failures} failed in a row`,
      );
      const next = waitMs(failed, this.#now().getTime());
      return {
        ok: false,
        waitMs: next,
        message: next > 0 ? `Wrong ${what}. ${waitMessage(next)}` : `Wrong ${what}.`,
        refused: 'wrong',
      };
    }
    const [action, details] = this.#station.transaction(() => {
      this.#station.secrets.write(throttle, JSON.stringify(NO_FAILURES));
      return onSuccess();
    });
    // A broken or full log must not lock the director out of the console that deals with it: the
    // attempt is already counted in the settings, so only its log entry is lost when the log refuses.
    this.#station.recorder.recordEventIfPossible(action, details);
    return { ok: true, token: this.#sessions.open() };
  }

  #throttle(key: ThrottleKey): ThrottleState {
    const text = this.#station.secrets.read(key);
    if (text === null) return NO_FAILURES;
    try {
      const parsed = throttleSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: an unreadable state counts as 10 failures with no wait, so it allows one
      // attempt, and a failure then waits the longest, delayAfterFailures(11): 60 s
    }
    return { failures: 10, lockedUntil: 0 };
  }
}

function checkedPin(pin: string): string {
  const parsed = pinSchema.safeParse(pin);
  if (!parsed.success)
    throw new StationRequestError(parsed.error.issues[0]?.message ?? 'That PIN is not valid.');
  return parsed.data;
}

function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 120
    ? `Try again in ${seconds} seconds.`
    : `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
