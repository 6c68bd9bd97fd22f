import { useLingui } from '@lingui/react/macro';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { TemplateFilter } from './TemplateFilter';
import { type CategoryFilter, categoryFilters, filterByCategory, isCategoryFilter } from './templateGroups';

/** "Filter by category": All categories or one, each with how many templates it has. */
export function TemplateCategoryFilter(props: {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
  templates: TEmailTemplate[];
}) {
  const { t } = useLingui();
  return (
    <TemplateFilter
      {...props}
      label={t`Filter by category`}
      choices={categoryFilters()}
      accepts={isCategoryFilter}
      keeps={filterByCategory}
      minWidth={220}
    />
  );
}
