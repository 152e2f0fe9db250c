import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { MAX_TEXT_LENGTH } from '@back-office/domain';

interface QuickSearchProps {
  /** The search in the URL. */
  value: string;
  /** What the box looks in, for its label, e.g. "name or internal ID". */
  label: string;
  onSearch: (value: string) => void;
}

/** One text box that filters the list as the user types (after a short pause), kept in the URL. */
export function QuickSearch({ value, label, onSearch }: QuickSearchProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Back, or a link, changes the search under the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <TextField
      size="small"
      type="search"
      label="Search"
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value.slice(0, MAX_TEXT_LENGTH))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.stopPropagation();
          setText('');
        }
      }}
      sx={{ minWidth: 240 }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        htmlInput: { 'aria-description': `Shows the rows whose ${label} contains the text` },
      }}
    />
  );
}
