// Each component from its own package: the `@react-email/components` collection also loads Tailwind's compiler,
// Prism and a Markdown parser, which no template uses (ADR 044).
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** What every mail signs with and links to. */
export interface MailShop {
  shopName: string;
  publicUrl: string;
}

/** The web shop's light theme (apps/web/src/index.css): deep blue with volt yellow on white. */
export const brand = {
  primary: '#1e3a8a',
  primaryContent: '#ffffff',
  accent: '#facc15',
  text: '#0f172a',
  muted: '#475569',
  panel: '#f3f5f9',
  border: '#e2e8f0',
};

const paragraph = { color: brand.text, fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' };

/**
 * The frame of every mail: the shop's name on a blue band (left out of the text part, whose first line stays the
 * greeting), the body, and the shop's name again as the signature.
 */
export function MailLayout({
  shop,
  preview,
  children,
}: {
  shop: MailShop;
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.panel, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', padding: '24px 0' }}>
          <Section
            data-skip-in-text="true"
            style={{
              backgroundColor: brand.primary,
              borderBottom: `4px solid ${brand.accent}`,
              borderRadius: '8px 8px 0 0',
              padding: '16px 24px',
            }}
          >
            <Link
              href={shop.publicUrl}
              style={{
                color: brand.primaryContent,
                fontSize: '20px',
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {shop.shopName}
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: '0 0 8px 8px',
              padding: '24px',
              color: brand.text,
            }}
          >
            {children}
            <Hr data-skip-in-text="true" style={{ borderColor: brand.border, margin: '24px 0 16px' }} />
            <Text style={{ ...paragraph, color: brand.muted, margin: 0 }}>{shop.shopName}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** One paragraph of a mail; in the text part, a paragraph with a blank line around it. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A link written out in full, so the text part carries the address itself. */
export function FullLink({ href }: { href: string }) {
  return (
    <Link href={href} style={{ color: brand.primary, wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
}

/** A link named by words; the text part puts the address after them. */
export function NamedLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: brand.primary, fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/** The facts of an order set apart in a panel, one line each. */
export function FactsPanel({ lines }: { lines: string[] }) {
  return (
    <Section
      style={{
        backgroundColor: brand.panel,
        borderLeft: `4px solid ${brand.primary}`,
        borderRadius: '4px',
        margin: '0 0 16px',
        padding: '12px 16px',
      }}
    >
      {lines.map((line) => (
        <Text key={line} style={{ ...paragraph, margin: '0' }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

const cell = {
  padding: '6px 8px',
  fontSize: '14px',
  lineHeight: '20px',
  color: brand.text,
  verticalAlign: 'top',
};
const LINE_HEAD = ['Tool', 'Model', 'Amount', 'Unit price', 'Line total'] as const;

/**
 * An order's lines as a table, its net, tax and total under them, the way the invoice lists them. The class marks it
 * for the text part, which writes it as columns of text (render.ts).
 */
export function OrderLinesTable({
  rows,
  totals,
}: {
  rows: [string, string, string, string, string][];
  totals: [string, string][];
}) {
  const right = (index: number) => (index >= 2 ? 'right' : 'left');
  return (
    <table
      className="order-lines"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px', backgroundColor: brand.panel }}
    >
      <thead>
        <tr>
          {LINE_HEAD.map((head, index) => (
            <th
              key={head}
              scope="col"
              style={{ ...cell, textAlign: right(index), borderBottom: `2px solid ${brand.primary}` }}
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // A line's position is its identity: two lines may name the same tool at different prices.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={rowIndex}>
            {row.map((value, index) => (
              <td
                key={LINE_HEAD[index]}
                style={{ ...cell, textAlign: right(index), borderBottom: `1px solid ${brand.border}` }}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(([label, value], index) => (
          <tr key={label}>
            <th
              scope="row"
              colSpan={4}
              style={{ ...cell, textAlign: 'right', fontWeight: index === totals.length - 1 ? 700 : 400 }}
            >
              {label}
            </th>
            <td style={{ ...cell, textAlign: 'right', fontWeight: index === totals.length - 1 ? 700 : 400 }}>
              {value}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
