import { Button, Link as MuiLink } from '@mui/material';
import { createLink } from '@tanstack/react-router';

/** MUI components as type-safe router links (params and search checked against the route tree). */
export const ButtonLink = createLink(Button);
export const TextLink = createLink(MuiLink);
