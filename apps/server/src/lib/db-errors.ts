/** Database errors by SQLSTATE, looked up through wrapped causes (Drizzle wraps driver errors). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e instanceof Error) messages.push(e.message);
  }
  return messages;
}

export function isUniqueViolation(error: unknown): boolean {
  return codesOf(error).includes("23505");
}

/**
 * Connection refused or lost, server shutting down or out of connections, a statement cancelled by
 * statement_timeout (57014), a closed PGlite, Redis down.
 */
export function isUnavailable(error: unknown): boolean {
  const codes = codesOf(error);
  if (
    codes.some((c) =>
      ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P03", "53300", "57014"].includes(c),
    )
  ) {
    return true;
  }
  if (codes.some((c) => c.startsWith("08"))) return true;
  return messagesOf(error).some((m) =>
    /PGlite is closed|Connection terminated|Connection is closed|pool after calling end|timeout exceeded when trying to connect|not queryable/i.test(
      m,
    ),
  );
}

/** What a failed query may show in logs: never its parameters (they can hold mail text with live links). */
export function redactForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown; message?: unknown } }).cause;
  return {
    type: error.name,
    message: error.message.split("\nparams:")[0]?.slice(0, 2000),
    code: (error as { code?: unknown }).code ?? cause?.code,
    constraint: cause?.constraint,
    causeMessage: typeof cause?.message === "string" ? cause.message.split("\nparams:")[0] : undefined,
    // Only the frames: the first lines of a stack repeat the message, parameters included.
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.startsWith("    at "))
      .slice(0, 12)
      .join("\n"),
  };
}
