import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns";

/**
 * One row per link or code mailed to an address, with a pseudonym of the client that asked for it
 * (an HMAC of the address and its network under SECRET_KEY; never the IP): the limits per address and per
 * address and client count these. Rows older than the hour they count for are deleted as new
 * requests come in.
 */
export const secretMailRequests = pgTable(
  "secret_mail_requests",
  {
    id: idColumn(),
    email: text("email").notNull(),
    client: text("client").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("secret_mail_requests_email_idx").on(t.email, t.createdAt),
    index("secret_mail_requests_created_idx").on(t.createdAt),
  ],
);
