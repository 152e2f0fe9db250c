import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title?: string;
}

/** The browser tab names the page too, so many open tabs stay tellable apart. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Back Office` : 'Back Office';
  }, [title]);
}

/** The current route's spec title, shown above every page of the console. */
export function PageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);
  usePageTitle(title);
  if (!title) return null;
  return (
    <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 700, mb: 2 }}>
      {title}
    </Typography>
  );
}
