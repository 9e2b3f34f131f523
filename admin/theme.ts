import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look in the shop's green, on the system font (the back office loads no web font). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#2e7d4f' }, secondary: { main: '#2e5d7d' } },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
};
