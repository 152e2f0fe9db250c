import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '.';

/** The language of the console, offered in the app bar and on the login page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': t('app.language') } }}
      sx={{ minWidth: 120, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.code}>
          {language.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
