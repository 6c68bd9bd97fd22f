import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { INCOMING_FILTERS } from '../../../../shared/schemas/inbox';
import { SearchFilterToolbar } from '../../common/paged/SearchFilterToolbar';

export type IncomingFilter = (typeof INCOMING_FILTERS)[number];

const FILTERS: { value: IncomingFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'unread', label: msg`Unread` },
  { value: 'students', label: msg`Students` },
];

/** "Search emails" (sender, subject, text) and the All / Unread / Students switch. */
export function IncomingToolbar({
  filter,
  onFilter,
  ...search
}: {
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  filter: IncomingFilter;
  onFilter: (filter: IncomingFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <SearchFilterToolbar label={t`Search emails`} placeholder={t`Sender, subject or text`} {...search}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_e, next: IncomingFilter | null) => next && onFilter(next)}
        aria-label={t`Show`}
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: 2, flex: { xs: 1, sm: 'none' } }}>
            {i18n._(f.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SearchFilterToolbar>
  );
}
