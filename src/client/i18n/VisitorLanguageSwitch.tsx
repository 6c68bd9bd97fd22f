import { Button } from '@mui/material';
import { LANGUAGE_NAMES, LOCALES } from '../../shared/i18n/locales';
import { useLocale } from './language';
import { chooseVisitorLanguage } from './useLanguage';

/**
 * The sign-in pages' switch (issue 33 §2): the other language, named in itself ("Français"), one click.
 * A plain button: a select menu would add MUI's popover to the login screen's first load.
 */
export function VisitorLanguageSwitch() {
  const locale = useLocale();
  const other = LOCALES.find((l) => l !== locale)!;
  return (
    <Button
      size="small"
      lang={other}
      onClick={() => void chooseVisitorLanguage(other)}
      sx={{ textTransform: 'none' }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
