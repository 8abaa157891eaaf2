/**
 * Defined by scripts/build-server.mjs in the bundle only: the build's `git describe --tags --always
 * --dirty` (or JOBATLAS_VERSION, or "unknown" without git). Undeclared when run from the sources.
 */
declare const JOBATLAS_BUILD_VERSION: string | undefined;

/** The running version, as /metrics, the OpenAPI document and the web app's settings show it (ADR 065). */
export const BUILD_VERSION = typeof JOBATLAS_BUILD_VERSION === "string" ? JOBATLAS_BUILD_VERSION : "dev";
