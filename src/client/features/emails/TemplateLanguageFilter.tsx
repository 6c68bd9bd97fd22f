import { useLingui } from '@lingui/react/macro';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { TemplateFilter } from './TemplateFilter';
import { filterByLanguage, isLanguageFilter, type LanguageFilter, languageFilters } from './templateGroups';

/** "Filter by language": All languages or one, each with how many templates it has. */
export function TemplateLanguageFilter(props: {
  value: LanguageFilter;
  onChange: (value: LanguageFilter) => void;
  templates: TEmailTemplate[];
}) {
  const { t } = useLingui();
  return (
    <TemplateFilter
      {...props}
      label={t`Filter by language`}
      choices={languageFilters()}
      accepts={isLanguageFilter}
      keeps={filterByLanguage}
      minWidth={180}
    />
  );
}
