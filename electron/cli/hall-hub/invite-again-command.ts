// `hall invite --again [NAME] --out PATH`: the action, apart from a first invitation's.
import { HubStore } from '../../core/hall/hub/hub-store.ts';
import { inviteAgain } from '../../hall/hub/hub-invite-again.ts';
import { print, type GlobalOptions } from '../cli-context.ts';

/** Writes the join files again for `name` (or every station) and says where each went. */
export async function runInviteAgain(
  options: GlobalOptions,
  name: string | null,
  again: { readonly out: string; readonly server?: readonly string[] },
): Promise<void> {
  const store = new HubStore(options.dataDir);
  try {
    const written = await inviteAgain(store, {
      hubDir: options.dataDir,
      name,
      out: again.out,
      ...(again.server === undefined ? {} : { servers: again.server }),
    });
    const servers = written[0]?.join.servers ?? [];
    print(
      options,
      {
        invitedAgain: written.map((item) => ({ name: item.name, token: item.token, out: item.out })),
        servers,
      },
      [
        ...written.map((item) => `Invited "${item.name}" again: join file ${item.out}.`),
        `Hub: ${servers.join(', ')}.`,
        'At each station run `hall join FILE --replace`: it keeps its entries and sends only what the hub lacks. Its earlier join file no longer admits it; delete the new one once joined.',
      ],
    );
  } finally {
    store.close();
  }
}
