/**
 * What the portal says, as an id of the catalogues and its values: rules and machines decide
 * which message applies, the views and the server's answers and e-mails say it in the reader's
 * language (docs/decisions/0267-french-for-canadian-merchants.md).
 */
import type agreement from '../../locales/en/agreement.json';
import type bank from '../../locales/en/bank.json';
import type blocks from '../../locales/en/blocks.json';
import type business from '../../locales/en/business.json';
import type cash from '../../locales/en/cash.json';
import type common from '../../locales/en/common.json';
import type fields from '../../locales/en/fields.json';
import type help from '../../locales/en/help.json';
import type lead from '../../locales/en/lead.json';
import type mail from '../../locales/en/mail.json';
import type picklists from '../../locales/en/picklists.json';
import type revision from '../../locales/en/revision.json';
import type server from '../../locales/en/server.json';
import type session from '../../locales/en/session.json';
import type status from '../../locales/en/status.json';
import type support from '../../locales/en/support.json';
import type validation from '../../locales/en/validation.json';
import { NAMESPACES } from './namespaces';

type EnglishCatalogue = typeof agreement &
  typeof bank &
  typeof blocks &
  typeof business &
  typeof cash &
  typeof common &
  typeof fields &
  typeof help &
  typeof lead &
  typeof mail &
  typeof picklists &
  typeof revision &
  typeof server &
  typeof session &
  typeof status &
  typeof support &
  typeof validation;

/** The id of a message of the English catalogue, which every other catalogue mirrors. */
export type MessageId = keyof EnglishCatalogue & string;

/** A value put into a message: a number or date is formatted in the reader's language. */
export type MessageValue = string | number | Date | Message;

export interface Message {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * Words for a reader: a message to say in their language, or a string already in it (what the
 * merchant typed, a proper name, a value, the server's answer in the merchant's language).
 */
export type Text = string | Message;

export function msg(id: MessageId, values?: Readonly<Record<string, MessageValue>>): Message {
  return values ? { id, values } : { id };
}

/**
 * A message is an object of an id and values only, whose id names a catalogue's namespace: a
 * record that merely has an `id` (a place suggestion, a stored row) is not one.
 */
export function isMessage(text: unknown): text is Message {
  if (typeof text !== 'object' || text === null) return false;
  const { id } = text as { id?: unknown };
  if (typeof id !== 'string') return false;
  const dot = id.indexOf('.');
  if (dot < 1 || !NAMESPACE_NAMES.has(id.slice(0, dot))) return false;
  return Object.keys(text).every((key) => key === 'id' || key === 'values');
}

const NAMESPACE_NAMES: ReadonlySet<string> = new Set(NAMESPACES);
