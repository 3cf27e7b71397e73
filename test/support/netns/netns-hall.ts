// The network fault harness: a hall's machines on a network of their own. Each machine (the hub,
// each station) is a Linux network namespace whose eth0 is one end of a veth pair; the other end
// is a port of a bridge in a namespace of its own (the hall's switch). Faults are made with the
// kernel's own tools inside those namespaces only, never on the machine's own network:
//   link down/up     the switch's port of a machine (`ip link set … down`): its cable pulled out
//   drop             nftables drops a machine's packets silently one way or both (a half-open
//                    connection: no reset, no ICMP, the other side hears nothing)
//   loss             nftables drops N% of a machine's packets each way at random (`numgen random`)
//   refuse           nftables resets every connection to a port (up, but nothing listening)
//   thin             tc tbf on the machine's eth0: a link of 256 kbit/s
//   addresses        a machine given another address on the network, or one taken away (a router
//                    that hands the hub's machine a new address)
// A process runs in a machine with `ip netns exec` (which execs it: its pid is the process's own).
// Needs root; NETNS_UNAVAILABLE says why not, and the tests skip with that line.
import {
  freeSubnet,
  NETNS_PREFIX,
  removeNamespace,
  run,
  runQuietly,
  sweepLeftoverNamespaces,
} from './netns-commands.ts';

/** Which of a machine's packets a drop takes: those it receives, those it sends, or both. */
export type DropWay = 'in' | 'out' | 'both';

/** One machine on the hall's network. */
export interface NetnsMachine {
  readonly name: string;
  /** Its namespace's name, for `ip netns exec`. */
  readonly ns: string;
  /** Its IPv4 address on the hall's network. */
  readonly address: string;
}

// The nftables table each fault is kept in, so that healing removes every rule at once.
const FAULT_TABLE = 'hallfault';

let harnesses = 0;

/** A hall's network: a switch and the machines on it, removed by {@link NetnsHall.teardown}. */
export class NetnsHall {
  readonly #id: string;
  readonly #switch: string;
  readonly #subnet: string;
  readonly #machines = new Map<string, NetnsMachine>();
  // The last byte of the next address given to a machine besides its first: well above the machines'.
  #nextExtra = 100;

  constructor() {
    sweepLeftoverNamespaces();
    harnesses += 1;
    this.#id = `${NETNS_PREFIX}-${process.pid}-${harnesses}`;
    this.#subnet = freeSubnet(harnesses);
    this.#switch = `${this.#id}-sw`;
    run('ip', ['netns', 'add', this.#switch]);
    run('ip', ['-n', this.#switch, 'link', 'add', 'br0', 'type', 'bridge']);
    run('ip', ['-n', this.#switch, 'link', 'set', 'br0', 'up']);
  }

  /** Adds a machine, the next address of the network (the first is .1). */
  addMachine(name: string): NetnsMachine {
    if (!/^[a-z0-9]{1,8}$/u.test(name)) throw new Error(`a machine's name is 1–8 of a-z0-9: ${name}`);
    const ns = `${this.#id}-${name}`;
    const address = `${this.#subnet}${this.#machines.size + 1}`;
    run('ip', ['netns', 'add', ns]);
    run('ip', [
      '-n',
      this.#switch,
      'link',
      'add',
      this.#port(name),
      'type',
      'veth',
      'peer',
      'name',
      'eth0',
      'netns',
      ns,
    ]);
    run('ip', ['-n', this.#switch, 'link', 'set', this.#port(name), 'master', 'br0', 'up']);
    run('ip', ['-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    run('ip', ['-n', ns, 'link', 'set', 'eth0', 'up']);
    run('ip', ['-n', ns, 'link', 'set', 'lo', 'up']);
    const machine = { name, ns, address };
    this.#machines.set(name, machine);
    return machine;
  }

  /** The command and arguments that run `command args` inside machine `name`. */
  inside(name: string, command: string, args: readonly string[]): [string, string[]] {
    return ['ip', ['netns', 'exec', this.#machine(name).ns, command, ...args]];
  }

  /**
   * Gives machine `name` one more address on the hall's network, beside those it has; returns it.
   * The kernel keeps it when the first address is removed (promote_secondaries), as a machine
   * whose DHCP lease moved keeps its new address.
   */
  addAddress(name: string): string {
    const { ns } = this.#machine(name);
    const address = `${this.#subnet}${this.#nextExtra}`;
    this.#nextExtra += 1;
    run('ip', ['netns', 'exec', ns, 'sysctl', '-qw', 'net.ipv4.conf.eth0.promote_secondaries=1']);
    run('ip', ['-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    return address;
  }

  /** Takes `address` away from machine `name`: packets to it are dropped there from now on. */
  removeAddress(name: string, address: string): void {
    run('ip', ['-n', this.#machine(name).ns, 'addr', 'del', `${address}/24`, 'dev', 'eth0']);
  }

  /** Pulls out machine `name`'s cable (its switch port down), or plugs it back in. */
  setLink(name: string, up: boolean): void {
    this.#machine(name);
    run('ip', ['-n', this.#switch, 'link', 'set', this.#port(name), up ? 'up' : 'down']);
  }

  /** Drops machine `name`'s packets silently, `way` (no reset sent: the connection goes half-open). */
  drop(name: string, way: DropWay): void {
    this.#faultRules(name, {
      input: way === 'out' ? '' : 'iifname "eth0" drop',
      output: way === 'in' ? '' : 'oifname "eth0" drop',
    });
  }

  /**
   * Machine `name` answers every connection to its TCP `port` with a reset: up, but nothing listening
   * there (a hub machine whose hub is not running). The quickest refusal there is, so the busiest
   * a client trying again can be.
   */
  refuse(name: string, port: number): void {
    this.#faultRules(name, { input: `tcp dport ${port} reject with tcp reset`, output: '' });
  }

  /** Drops `percent`% of machine `name`'s packets each way, at random. */
  loss(name: string, percent: number): void {
    const rule = (dir: 'iifname' | 'oifname'): string =>
      `${dir} "eth0" numgen random mod 100 < ${Math.round(percent)} drop`;
    this.#faultRules(name, { input: rule('iifname'), output: rule('oifname') });
  }

  /** Machine `name`'s outgoing link as thin as `rate` (e.g. '256kbit'), by tc's token bucket. */
  thin(name: string, rate: string): void {
    const { ns } = this.#machine(name);
    run('ip', [
      'netns',
      'exec',
      ns,
      'tc',
      'qdisc',
      'replace',
      'dev',
      'eth0',
      'root',
      'tbf',
      'rate',
      rate,
      'burst',
      '16kb',
      'latency',
      '500ms',
    ]);
  }

  /** What tc says of machine `name`'s eth0 (the thin link's qdisc, for a check). */
  qdisc(name: string): string {
    return run('ip', ['netns', 'exec', this.#machine(name).ns, 'tc', 'qdisc', 'show', 'dev', 'eth0']);
  }

  /** Machine `name`'s address on the hall's network. */
  address(name: string): string {
    return this.#machine(name).address;
  }

  /**
   * The addresses that machine `name`'s TCP `port` holds an established connection with, as its
   * kernel has them (`ss`): whether a server there still keeps a client's old connection.
   */
  peersOf(name: string, port: number): string[] {
    const lines = run('ip', [
      'netns',
      'exec',
      this.#machine(name).ns,
      'ss',
      '-tnH',
      'state',
      'established',
      `( sport = :${port} )`,
    ]);
    // Each line ends with the peer's address:port.
    return lines
      .split('\n')
      .map((line) => line.trim().split(/\s+/u).at(-1) ?? '')
      .filter((peer) => peer !== '')
      .map((peer) => peer.slice(0, peer.lastIndexOf(':')));
  }

  /** What nftables holds in machine `name` (the faults' rules, for a check). */
  rules(name: string): string {
    return run('ip', ['netns', 'exec', this.#machine(name).ns, 'nft', 'list', 'ruleset']);
  }

  /** Every fault of machine `name` removed: its cable in, no rule, no thin link. */
  heal(name: string): void {
    const { ns } = this.#machine(name);
    runQuietly('ip', ['netns', 'exec', ns, 'nft', 'delete', 'table', 'inet', FAULT_TABLE]);
    runQuietly('ip', ['netns', 'exec', ns, 'tc', 'qdisc', 'del', 'dev', 'eth0', 'root']);
    this.setLink(name, true);
  }

  /** Every process inside the machines killed and every namespace removed; safe to call twice. */
  teardown(): void {
    for (const { ns } of this.#machines.values()) removeNamespace(ns);
    this.#machines.clear();
    removeNamespace(this.#switch);
  }

  /** Machine `name`, with the address it was given first. */
  machine(name: string): NetnsMachine {
    return this.#machine(name);
  }

  #machine(name: string): NetnsMachine {
    const machine = this.#machines.get(name);
    if (machine === undefined) throw new Error(`no machine ${name} on this hall's network`);
    return machine;
  }

  #port(name: string): string {
    return `p-${name}`;
  }

  // Replaces machine `name`'s fault table with these rules, in one nft transaction.
  #faultRules(name: string, rules: { readonly input: string; readonly output: string }): void {
    const { ns } = this.#machine(name);
    runQuietly('ip', ['netns', 'exec', ns, 'nft', 'delete', 'table', 'inet', FAULT_TABLE]);
    const script = `table inet ${FAULT_TABLE} {
  chain input {
    type filter hook input priority 0; policy accept;
    ${rules.input}
  }
  chain output {
    type filter hook output priority 0; policy accept;
    ${rules.output}
  }
}
`;
    run('ip', ['netns', 'exec', ns, 'nft', '-f', '-'], script);
  }
}
