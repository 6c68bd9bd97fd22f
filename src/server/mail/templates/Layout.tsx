import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { colonOf, translatorFor } from '../locale';
import type { EmailStudio } from './studio';

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', borderRadius: '8px' },
  header: { padding: '24px 32px 8px' },
  brand: { fontSize: '22px', fontWeight: 600, color: '#1f2937', margin: 0 },
  content: { padding: '0 32px' },
  text: { fontSize: '15px', lineHeight: '24px', color: '#1f2937', margin: '0 0 16px' },
  facts: {
    fontSize: '15px',
    lineHeight: '24px',
    color: '#1f2937',
    margin: '0 0 16px',
    padding: '12px 16px',
    backgroundColor: '#f9fafb',
    borderRadius: '6px',
  },
  button: {
    backgroundColor: '#4f46e5',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  code: { fontFamily: 'Menlo, Consolas, monospace', fontSize: '16px', fontWeight: 600 },
  hr: { borderColor: '#e5e7eb', margin: '24px 0 0' },
  footer: { padding: '16px 32px 24px' },
  footerText: { fontSize: '12px', lineHeight: '18px', color: '#6b7280', margin: '0 0 4px' },
  table: { width: '100%', borderCollapse: 'collapse', margin: '0 0 16px', fontSize: '15px' },
  cell: { padding: '6px 0', borderBottom: '1px solid #e5e7eb', color: '#1f2937' },
  amount: { padding: '6px 0', borderBottom: '1px solid #e5e7eb', color: '#1f2937', textAlign: 'right' },
} as const;

/** Text with its line breaks kept: lines become <br/>, blank lines separate paragraphs. */
export function Lines({ text, style = styles.text }: { text: string; style?: CSSProperties }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed for one render
        <Text key={i} style={style}>
          {paragraph.split('\n').map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for one render
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  );
}

export const P = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

/** "Label: value" lines in a shaded box (each on its own line in the text version too). */
export function Facts({
  rows,
  locale,
}: {
  rows: [label: string, value: string | null | undefined][];
  locale: Locale;
}) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const colon = colonOf(locale);
  return (
    <Text style={styles.facts}>
      {shown.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 && <br />}
          <strong>
            {label}
            {colon}
          </strong>{' '}
          {value}
        </Fragment>
      ))}
    </Text>
  );
}

/** A button link; `skipInText` leaves it out of the text version (when the link is also written out). */
export function Action({
  href,
  children,
  skipInText,
}: {
  href: string;
  children: string;
  skipInText?: boolean;
}) {
  return (
    <Section style={{ margin: '8px 0 24px' }} data-skip-in-text={skipInText ? 'true' : undefined}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export const Greeting = ({ name, locale }: { name: string; locale: Locale }) => (
  <P>{translatorFor(locale)(msg('Hello {name},', { name }))}</P>
);

/**
 * Every system e-mail: the studio's name at the top, the message, and the studio's contact details
 * (address, phone, e-mail) at the bottom. Text from settings and users is escaped by React.
 */
export function Layout({
  studio,
  locale,
  preview,
  children,
}: {
  studio: EmailStudio;
  /** The reader's language (recipientLocale). */
  locale: Locale;
  preview: string;
  children: ReactNode;
}) {
  const t = translatorFor(locale);
  const contact = [studio.businessPhone, studio.businessEmail].filter((c) => c.trim() !== '');
  return (
    <Html lang={locale === SOURCE_LOCALE ? 'en' : locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Heading as="h1" style={styles.brand}>
              {studio.businessName}
            </Heading>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.hr} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{studio.businessName}</Text>
            {studio.businessAddress.trim() !== '' && (
              <Lines text={studio.businessAddress} style={styles.footerText} />
            )}
            {contact.length > 0 && (
              <Text style={styles.footerText}>
                {studio.businessPhone.trim() !== '' && (
                  <>
                    {`${t(msg('Phone:'))} `}
                    {studio.businessPhone}
                  </>
                )}
                {contact.length === 2 && <br />}
                {studio.businessEmail.trim() !== '' && (
                  <>
                    {`${t(msg('Email:'))} `}
                    <Link href={`mailto:${studio.businessEmail}`}>{studio.businessEmail}</Link>
                  </>
                )}
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
