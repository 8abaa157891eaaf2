/**
 * Which database a request's public reads use when a replica is configured (ADR 037): the
 * replica, except for a client that wrote within the read-your-writes window, whose reads go to
 * the primary so it sees its own change before the replica has it. The choice is made once per
 * request (plugins/read-your-writes.ts) and kept in async-local storage, so services need not pass
 * it along: they read `ctx.read`, which consults it.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<{ primary: boolean }>();

/** Runs `next` (the rest of a request) with its reads on the primary or the replica. */
export function withReadScope(primary: boolean, next: () => void): void {
  scope.run({ primary }, next);
}

/** After a write: the rest of this request reads from the primary too. */
export function readFromPrimaryFromNowOn(): void {
  const current = scope.getStore();
  if (current) current.primary = true;
}

/** True inside a request that must read its own writes; outside any request (workers, start) false. */
export function readsFromPrimary(): boolean {
  return scope.getStore()?.primary ?? false;
}
