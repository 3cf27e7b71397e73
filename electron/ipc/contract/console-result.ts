/** Why the console refused: no live session (back to the kiosk), a bad request, or a station fault. */
export interface ConsoleRefusal {
  readonly ok: false;
  readonly reason: 'session' | 'request' | 'cannot-record' | 'unsupported';
  readonly message: string;
}

/** A console answer: the result, or a refusal in plain words. */
export type ConsoleResult<T extends object = object> = ({ readonly ok: true } & T) | ConsoleRefusal;
