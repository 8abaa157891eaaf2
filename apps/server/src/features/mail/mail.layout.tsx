/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The one layout of every mail (ADR 078): the header, the greeting, the blocks, the unsubscribe
 * block of the mails that have one, and the footer, in the mail's language. The HTML part is drawn
 * with react-email's components (tables and Outlook's padding for the button, every value escaped
 * by React); the plain-text part is read from that same HTML the way react-email's `toPlainText` does, so
 * the two parts cannot say different things. Features give words (a `MailContent`), never markup.
 * The pragmas above hold wherever this file is compiled from (tsx from the repository's root, whose
 * tsconfig sets no JSX; esbuild's build; Vitest).
 */
import type { TLanguage } from "@jobatlas/contract";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Link } from "@react-email/link";
import { plainTextSelectors, render } from "@react-email/render";
import { Text } from "@react-email/text";
import { compile, type FormatCallback, type HtmlToTextOptions } from "html-to-text";
import type { CSSProperties } from "react";

export const PRODUCT = "Jobatlas";

/**
 * One block of a mail's body:
 * - a paragraph (its line breaks kept);
 * - a link shown as a button with its address under it (text: `Label:` and the address);
 * - a code to type in, large;
 * - someone's own words quoted (text: each line after `> `);
 * - a list of items, each a linked title and a detail line (text: `- title`, detail, address).
 */
export type MailBlock =
  | string
  | { link: string; label: string }
  | { code: string }
  | { quote: string }
  | { items: { title: string; detail: string; link: string }[] };

/** What a mail says; the layout around it is the same for every mail. */
export interface MailContent {
  language: TLanguage;
  subject: string;
  /** The first line: "Hallo Anna". */
  greeting: string;
  blocks: MailBlock[];
  /**
   * The footer's second line: why the recipient gets this mail. Without it: someone asked for it
   * with this address (a sign-in link, a code).
   */
  footer?: string;
  /** Only mails one can unsubscribe from (job alerts): the links to do so, above the footer. */
  unsubscribe?: { link: string; label: string; manage?: { link: string; label: string } };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const TAGLINE: Record<TLanguage, string> = {
  de: `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.`,
  fr: `${PRODUCT} – emplois et employeurs en Suisse et au Liechtenstein.`,
  it: `${PRODUCT} – posti di lavoro e datori di lavoro in Svizzera e nel Liechtenstein.`,
  en: `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.`,
};

const ASKED_WITH_YOUR_ADDRESS: Record<TLanguage, string> = {
  de: `Du erhältst diese E-Mail, weil jemand sie mit deiner Adresse auf ${PRODUCT} angefordert hat. Warst du es nicht, kannst du sie ignorieren.`,
  fr: `Tu reçois cet e-mail parce que quelqu'un l'a demandé avec ton adresse sur ${PRODUCT}. Si ce n'était pas toi, tu peux l'ignorer.`,
  it: `Ricevi questa e-mail perché qualcuno l'ha richiesta con il tuo indirizzo su ${PRODUCT}. Se non l'hai richiesta tu, puoi ignorarla.`,
  en: `You get this email because someone asked for it with your address on ${PRODUCT}. If that was not you, you can ignore it.`,
};

/** The word of the greeting, before the name. */
const HELLO: Record<TLanguage, string> = { de: "Hallo", fr: "Bonjour", it: "Ciao", en: "Hello" };

/** The greeting: "Hallo Anna", or "Hallo" without a name. */
export const hello = (language: TLanguage, firstName?: string) =>
  firstName ? `${HELLO[language]} ${firstName}` : HELLO[language];

const COLORS = {
  text: "#1c1917",
  muted: "#57534e",
  brand: "#0f5132",
  quoteBackground: "#f4f7f5",
  rule: "#e7e5e4",
};

/**
 * Clients that follow the reader's dark mode (Apple Mail, Outlook on macOS and iOS, Thunderbird)
 * get dark colours; `!important` wins over the inline styles of the light ones. The others keep
 * the light mail or invert it themselves.
 */
const DARK_MODE_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.mail-body,.mail-page{background-color:#0c0a09!important;color:#f5f5f4!important}
.mail-muted{color:#a8a29e!important}
.mail-brand,.mail-item{color:#6ee7b7!important}
.mail-button{background-color:#6ee7b7!important;color:#052e16!important}
.mail-quote{background-color:#1c1917!important;border-left-color:#6ee7b7!important}
.mail-rule{border-top-color:#292524!important}}`;

const paragraph: CSSProperties = { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const small: CSSProperties = { ...paragraph, fontSize: "13px", lineHeight: "20px", color: COLORS.muted };

/** Text with its line breaks as `<br>`. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
}

/** A link as a button, with the address under it for clients that drop the button. */
function ButtonLink({ link, label }: { link: string; label: string }) {
  return (
    <>
      <Text style={paragraph}>
        <Button
          href={link}
          className="mail-button"
          data-text="labelled"
          style={{
            backgroundColor: COLORS.brand,
            color: "#ffffff",
            padding: "10px 16px",
            borderRadius: "6px",
            fontWeight: 600,
          }}
        >
          {label}
        </Button>
      </Text>
      <Text className="mail-muted" style={small} data-skip-in-text="true">
        {link}
      </Text>
    </>
  );
}

function Block({ block }: { block: MailBlock }) {
  if (typeof block === "string")
    return (
      <Text style={paragraph}>
        <Lines text={block} />
      </Text>
    );
  if ("link" in block) return <ButtonLink link={block.link} label={block.label} />;
  if ("code" in block)
    return (
      <Text style={{ ...paragraph, fontSize: "28px", lineHeight: "36px", letterSpacing: "6px", fontWeight: "bold" }}>
        {block.code}
      </Text>
    );
  if ("quote" in block)
    return (
      <blockquote
        className="mail-quote"
        style={{
          margin: "0 0 16px",
          padding: "8px 16px",
          borderLeft: `4px solid ${COLORS.brand}`,
          backgroundColor: COLORS.quoteBackground,
          fontSize: "16px",
          lineHeight: "24px",
        }}
      >
        <Lines text={block.quote} />
      </blockquote>
    );
  return (
    <ul data-text="items" style={{ margin: "0 0 16px", paddingLeft: "18px", fontSize: "16px", lineHeight: "24px" }}>
      {block.items.map((item, i) => (
        <li key={i} style={{ marginBottom: "10px" }}>
          <Link
            href={item.link}
            className="mail-item"
            data-text="item"
            style={{ color: COLORS.brand, fontWeight: "bold" }}
          >
            {item.title}
          </Link>
          <br />
          <span className="mail-muted" style={{ color: COLORS.muted }}>
            {item.detail}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MailDocument({ content }: { content: MailContent }) {
  const { language, unsubscribe } = content;
  return (
    <html lang={language}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Body
        className="mail-body"
        style={{
          margin: 0,
          color: COLORS.text,
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
        }}
      >
        <Container className="mail-page" style={{ maxWidth: "560px", padding: "16px" }}>
          <Text
            className="mail-brand"
            data-skip-in-text="true"
            style={{ ...paragraph, fontSize: "20px", fontWeight: "bold", color: COLORS.brand }}
          >
            {PRODUCT}
          </Text>
          <Text style={paragraph}>{content.greeting}</Text>
          {content.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          {unsubscribe && (
            <>
              {unsubscribe.manage && <ButtonLink {...unsubscribe.manage} />}
              <Text style={small}>
                <Link
                  href={unsubscribe.link}
                  className="mail-muted"
                  data-text="labelled"
                  style={{ color: COLORS.muted, textDecoration: "underline" }}
                >
                  {unsubscribe.label}
                </Link>
              </Text>
            </>
          )}
          <Hr className="mail-rule" style={{ borderTop: `1px solid ${COLORS.rule}`, margin: "24px 0 16px" }} />
          <Text className="mail-muted" style={{ ...small, fontSize: "12px" }}>
            <Lines text={`${TAGLINE[language]}\n${content.footer ?? ASKED_WITH_YOUR_ADDRESS[language]}`} />
          </Text>
        </Container>
      </Body>
    </html>
  );
}

/** `Label:` and the address on the next line, a paragraph of its own. */
const linkWithLabel: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addLiteral(":");
  builder.addLineBreak();
  builder.addInline(elem.attribs?.href ?? "", { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** `- title`, then the detail and the address, indented under it. */
const itemList: FormatCallback = (elem, walk, builder) => {
  const items = (elem.children ?? []).filter((child) => child.name === "li");
  builder.openList({ maxPrefixLength: 2, interRowLineBreaks: 1, leadingLineBreaks: 2 });
  for (const item of items) {
    builder.openListItem({ prefix: "- " });
    walk(item.children, builder);
    const link = item.children?.find((child) => child.name === "a")?.attribs?.href;
    builder.addLineBreak();
    builder.addInline(link ?? "", { noWordTransform: true });
    builder.closeListItem();
  }
  builder.closeList({ trailingLineBreaks: 2 });
};

/** `--` between the body and the footer, as plain-text mails have it. */
const signatureLine: FormatCallback = (_elem, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral("--");
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/**
 * react-email's `toPlainText` (its selectors, no word wrap) with the layout's own blocks, compiled
 * once: compiling per mail cost ~2 ms of the ~3.5 ms a mail takes.
 */
const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // Spaces are text as written (an employer's indented lines stay so); the HTML has none between tags.
  whitespaceCharacters: "\t\r\n\f",
  formatters: { linkWithLabel, itemList, signatureLine },
  selectors: [
    ...plainTextSelectors,
    { selector: "a[data-text=labelled]", format: "linkWithLabel" },
    { selector: "ul[data-text=items]", format: "itemList" },
    { selector: "a[data-text=item]", format: "anchor", options: { ignoreHref: true } },
    { selector: "hr", format: "signatureLine" },
  ],
};
const toPlainText = compile(TEXT_OPTIONS);

/** The mail's subject, plain text and HTML, as the outbox keeps and the worker sends them. */
export async function renderMailContent(content: MailContent): Promise<RenderedMail> {
  const html = await render(<MailDocument content={content} />);
  return { subject: content.subject, text: `${toPlainText(html)}\n`, html };
}
