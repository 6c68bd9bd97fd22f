import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TStudentStatus, TStudentStatusFilter } from '../../../shared/schemas/students';

/** "Ana Maria Silva" → "AS": the first and last words' first letters; "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words.at(-1)!)[0]! : '';
  return (first + last).toUpperCase();
}

const STATUS_LABELS: Record<TStudentStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  active: msg`Active`,
  inactive: msg`Inactive`,
  pending: msg`Pending`,
};

export const statusLabel = (status: TStudentStatusFilter): string => i18n._(STATUS_LABELS[status]);

/** The status filter's option: "Active (12)"; just the word until the counts arrive. */
export const filterLabel = (status: TStudentStatusFilter, count: number | undefined): string =>
  count === undefined ? statusLabel(status) : `${statusLabel(status)} (${i18n.number(count)})`;

/** Active is the success badge, pending waits for the studio, inactive is greyed. */
export const STATUS_COLORS: Record<TStudentStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  pending: 'warning',
  inactive: 'default',
};

export const studentCount = (n: number): string => plural(n, { one: '# student', other: '# students' });
