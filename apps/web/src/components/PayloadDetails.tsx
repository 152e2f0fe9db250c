import { Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';

/**
 * What a machine or a provider sent, as it sent it (JSON), behind a "details" button: people read
 * the words around it; whoever looks into a case opens it. A dialog, so it fits a list's row too.
 */
export function PayloadDetails({ payload, title = 'Details as received' }: { payload: string | null | undefined; title?: string }) {
  const [open, setOpen] = useState(false);
  if (!payload) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        details
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="payload-title" maxWidth="sm" fullWidth>
        <DialogTitle id="payload-title">{title}</DialogTitle>
        <DialogContent>
          <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {pretty(payload)}
          </Box>
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}

function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}
