import { alpha, type Theme } from '@mui/material/styles';
import { capacityColor } from '../common/capacity';

/** Background, border and text colours of a calendar entry, by how full the class is. */
export function capacityTone(theme: Theme, enrolled: number, max: number) {
  const palette = theme.palette[capacityColor(enrolled, max)];
  return {
    bgcolor: alpha(palette.main, 0.1),
    borderColor: palette.main,
    color: theme.palette.text.primary,
    hover: alpha(palette.main, 0.2),
  };
}
