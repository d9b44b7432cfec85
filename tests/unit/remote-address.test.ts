import { describe, expect, test } from "vitest";
import { checkedAddress, isPublicAddress, PUBLIC_ADDRESSES_ONLY, RefusedAddressError } from "~/services/remote-address.server";

// Which addresses a member-supplied address may reach. The check is pure: tested here for every kind of range;
// the fetch that uses it is tested against stand-ins in tests/integration/remote-file.test.ts.

describe("isPublicAddress", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.1", "private (RFC 1918)"],
    ["10.255.255.254", "private (RFC 1918)"],
    ["172.16.0.1", "private (RFC 1918)"],
    ["172.31.255.1", "private (RFC 1918)"],
    ["192.168.1.1", "private (RFC 1918)"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::1", "IPv6 loopback"],
    ["[::1]", "IPv6 loopback, as a URL writes it"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, as a URL writes it"],
    ["::ffff:10.1.2.3", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["::ffff:100.64.0.1", "IPv4-mapped carrier-grade NAT"],
    ["64:ff9b::a00:1", "NAT64 of a private address"],
    ["2002:a00:1::1", "6to4 of a private address"],
    ["not an address", "not an address at all"],
    ["localhost", "a host name, not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("checkedAddress", () => {
  const resolvingTo = (...addresses: string[]) => ({ ...PUBLIC_ADDRESSES_ONLY, resolve: async () => addresses });

  test("an IP address is checked as it is, without asking the resolver", async () => {
    const policy = {
      ...PUBLIC_ADDRESSES_ONLY,
      resolve: async () => {
        throw new Error("resolver asked");
      },
    };
    await expect(checkedAddress("93.184.216.34", policy)).resolves.toBe("93.184.216.34");
    await expect(checkedAddress("127.0.0.1", policy)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(checkedAddress("[::1]", policy)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(checkedAddress("[::ffff:7f00:1]", policy)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  test("a name is resolved, and the address to connect to is one it resolved to", async () => {
    await expect(checkedAddress("pictures.example", resolvingTo("93.184.216.34", "2606:4700::1"))).resolves.toBe("93.184.216.34");
  });

  test("a name resolving to a private address is refused", async () => {
    await expect(checkedAddress("pictures.example", resolvingTo("10.0.0.8"))).rejects.toThrow(/not a public address/);
  });

  test("a name with one private address among public ones is refused: every address is checked", async () => {
    await expect(checkedAddress("pictures.example", resolvingTo("93.184.216.34", "169.254.169.254"))).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(checkedAddress("pictures.example", resolvingTo("2606:4700::1", "::1"))).rejects.toBeInstanceOf(RefusedAddressError);
  });

  test("a name resolving to nothing, or to something that is not an address, is refused", async () => {
    await expect(checkedAddress("pictures.example", resolvingTo())).rejects.toThrow(/does not resolve/);
    await expect(
      checkedAddress("pictures.example", { allows: () => true, resolve: async () => ["pictures.example"] }),
    ).rejects.toBeInstanceOf(RefusedAddressError);
  });

  test("localhost, resolved by the system's resolver, is refused", async () => {
    await expect(checkedAddress("localhost", PUBLIC_ADDRESSES_ONLY)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  test("the caller's time limit ends a slow lookup", async () => {
    const slow = { ...PUBLIC_ADDRESSES_ONLY, resolve: () => new Promise<string[]>(() => {}) };
    await expect(checkedAddress("pictures.example", slow, AbortSignal.timeout(50))).rejects.toThrow(/timeout|aborted/i);
  });
});
