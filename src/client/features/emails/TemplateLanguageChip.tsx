import { Chip, type ChipProps } from '@mui/material';
import { LANGUAGE_NAMES, type Locale } from '../../../shared/i18n/locales';

/**
 * The language a template is written in, named in itself ("English", "Français"), as a small chip. A
 * span, so it may sit in a heading.
 */
export function TemplateLanguageChip({ language, sx }: { language: Locale; sx?: ChipProps['sx'] }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
      sx={sx}
    />
  );
}
