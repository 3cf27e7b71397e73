import type { Session } from 'electron';

/** Refuses every permission (camera, microphone, notifications, clipboard, full screen…) the page asks for or checks. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}
