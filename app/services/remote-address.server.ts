import dns from "node:dns/promises";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which machines the server may connect to when it fetches a file someone else names. An address a member
 * supplies (a sign-in provider's picture) may point anywhere: at the server itself, at the cloud's metadata
 * service, at a database on the private network. So such a host name is resolved first, every address it
 * resolves to is checked, and the connection goes to the checked address and nowhere else (see
 * remote-file.server.ts), so a name that resolves again differently (DNS rebinding) cannot move it.
 */

/** Every address a host name resolves to (both families), in the resolver's order. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Where the server may connect for one kind of fetch. */
export type AddressPolicy = {
  /** Whether the server may connect to this IP address (IPv4 or IPv6, no brackets). */
  allows: (address: string) => boolean;
  /** Host names are resolved with this; the system resolver (the hosts file, then DNS) by default. */
  resolve?: Resolver;
};

/**
 * Only addresses on the public internet: ipaddr.js classifies an address into its special ranges (loopback,
 * private RFC 1918, link-local with the metadata service at 169.254.169.254, carrier-grade NAT, unique-local
 * fc00::/7, unspecified, multicast, broadcast, documentation, NAT64, 6to4, Teredo...) and calls the rest
 * `unicast`. Only that rest is allowed, so a range nobody listed here is refused rather than let through. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === "unicast";
}

/** For addresses a member supplies: public ones only. */
export const PUBLIC_ADDRESSES_ONLY: AddressPolicy = { allows: isPublicAddress };

/**
 * For origins the operator configured in the environment (YouTube's and Vimeo's, or the stand-ins tests point
 * them at on 127.0.0.1), and hosts written in the code: the operator chose them, so any address is allowed.
 */
export const OPERATOR_CONFIGURED: AddressPolicy = { allows: () => true };

/** Why a host was refused: logged by the caller, never shown to the member. */
export class RefusedAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
    this.name = "RefusedAddressError";
  }
}

const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The one address to connect to for a URL's host: the IP address itself when the URL names one, else the first
 * address the name resolves to, once every address it resolves to is allowed (a name with one private address
 * among public ones is refused: which one a client picks is not ours to decide). Throws RefusedAddressError
 * when the policy refuses one, and the resolver's error when the name does not resolve.
 */
export async function checkedAddress(hostname: string, policy: AddressPolicy, signal?: AbortSignal): Promise<string> {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  const addresses = net.isIP(bare) ? [bare] : await whileNotAborted((policy.resolve ?? systemResolver)(bare), signal);
  if (addresses.length === 0) throw new Error(`${bare} does not resolve to any address`);
  for (const address of addresses) {
    if (!net.isIP(address) || !policy.allows(address)) throw new RefusedAddressError(bare, address);
  }
  return addresses[0];
}

/** A lookup does not take a signal: the caller's time limit still ends the wait. */
function whileNotAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
