// The console's calls to the station, with the session token added and a 'session' refusal turned
// into a return to the kiosk in one place. The token is passed in from React state: it is never
// written to storage, the address or the page.
import type {
  ConsoleRefusal,
  Method,
  RequestOf,
  ResponseByMethod,
  StationApi,
} from '../../../electron/ipc/contract.ts';

/** The methods that need a console session. */
export type SessionMethod = {
  [M in Method]: RequestOf<M> extends { readonly token: string } ? M : never;
}[Method];

/** A session method's request without the token, which the caller adds. */
export type SessionRequest<M extends SessionMethod> = Omit<RequestOf<M>, 'token'>;

/** Calls a session method; a refusal for a lost session has already sent the console back to the kiosk. */
export type SessionCall = <M extends SessionMethod>(
  method: M,
  request: SessionRequest<M>,
) => Promise<ResponseByMethod[M]>;

/** What the console shows when the station does not answer at all, saying so in `message`. */
export function noAnswer(message: string): ConsoleRefusal {
  return { ok: false, reason: 'cannot-record', message };
}

/**
 * A {@link SessionCall} for one session; `onSessionEnded` runs when the station says it is over, and
 * `noAnswerText` is what a call says when the station does not answer (in the console's language).
 */
export function sessionCaller(
  api: StationApi,
  token: string,
  onSessionEnded: () => void,
  noAnswerText: string,
): SessionCall {
  // The implementation over unknown answers, under the overload that types them: checking an
  // answer against every method's answer type at once is more than the compiler can represent
  // with this many channels.
  async function call<M extends SessionMethod>(
    method: M,
    request: SessionRequest<M>,
  ): Promise<ResponseByMethod[M]>;
  async function call(method: SessionMethod, request: object): Promise<unknown> {
    const send = api[method] as (payload: unknown) => Promise<unknown>;
    let answer: unknown;
    try {
      answer = await send({ ...request, token });
    } catch {
      answer = noAnswer(noAnswerText);
    }
    const result = answer as { readonly ok: boolean; readonly reason?: string };
    if (!result.ok && result.reason === 'session') onSessionEnded();
    return answer;
  }
  return call;
}
